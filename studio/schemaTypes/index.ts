import { author } from "./author";
import { blockContent } from "./block-content";
import { category } from "./category";
import { post } from "./post";
import { tag } from "./tag";

export const schemaTypes = [post, category, tag, author, blockContent];
