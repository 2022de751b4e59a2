import type { QueryParams } from "../queries";

/** A read-only content store: runs a GROQ query and returns the raw result. */
export interface ContentStore {
  fetch(query: string, params?: QueryParams): Promise<unknown>;
}
