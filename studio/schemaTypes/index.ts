import { author } from "./author";
import { blockContent } from "./block-content";
import { category } from "./category";
import { documentObjectTypes, documentTypes } from "./documents";
import { action, navGroup, navLink, richText, visual } from "./objects";
import { post } from "./post";
import { sectionPartTypes, sectionTypes } from "./sections";
import { homePartTypes } from "./sections-home";
import { pagePartTypes } from "./sections-pages";
import { tag } from "./tag";
import type { SchemaType } from "./types";

/** The one content model: every type the Studio edits and the site's build checks. */
export const schemaTypes: SchemaType[] = [
  ...documentTypes,
  post,
  category,
  tag,
  author,
  ...documentObjectTypes,
  ...sectionTypes,
  ...sectionPartTypes,
  ...homePartTypes,
  ...pagePartTypes,
  action,
  visual,
  navLink,
  navGroup,
  richText,
  blockContent,
];
