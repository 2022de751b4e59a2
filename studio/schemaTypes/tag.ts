import { titleAndSlug, type SchemaType } from "./types";

export const tag: SchemaType = {
  name: "tag",
  title: "Tag",
  type: "document",
  fields: titleAndSlug(),
};
