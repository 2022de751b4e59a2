import type { Rule, SchemaType } from "./types";

/** Rich text for post bodies: exactly what the site renders (see src/blog/portable-text.tsx). */
export const blockContent: SchemaType = {
  name: "blockContent",
  title: "Block content",
  type: "array",
  of: [
    {
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Heading 1", value: "h1" },
        { title: "Heading 2", value: "h2" },
        { title: "Heading 3", value: "h3" },
        { title: "Heading 4", value: "h4" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullet", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
          { title: "Code", value: "code" },
          { title: "Underline", value: "underline" },
          { title: "Strike", value: "strike-through" },
        ],
        annotations: [
          {
            name: "link",
            title: "Link",
            type: "object",
            fields: [
              {
                name: "href",
                title: "URL",
                type: "url",
                // The site renders only these as links; anything else shows as plain text.
                validation: (rule: Rule) => rule.uri({ scheme: ["http", "https", "mailto"], allowRelative: true }),
              },
            ],
          },
        ],
      },
    },
  ],
};
