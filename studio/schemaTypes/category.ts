import { titleAndSlug, type SchemaType } from "./types";

export const category: SchemaType = {
  name: "category",
  title: "Category",
  type: "document",
  fields: titleAndSlug(),
};
