/** Small objects the sections and documents share: a call to action, a picture, rich text, a menu link. */
import { line, paragraph, referenceTo } from "./fields";
import { required, type SchemaType } from "./types";

/** A link shown as a button or a text link: a site path (`/pricing`), `#anchor`, `https:` or `mailto:`. */
export const action: SchemaType = {
  name: "action",
  title: "Link",
  type: "object",
  fields: [
    line("label"),
    line("href", {
      title: "Target",
      description:
        "A page of this site (/pricing), an anchor (#faq), an https:// address or mailto:. Placeholders such as {link.signUp} or mailto:{email} work here.",
    }),
  ],
};

/** A drawn picture, with what it shows in words; `alt` overrides the picture's own description. */
export const visual: SchemaType = {
  name: "visual",
  title: "Picture",
  type: "object",
  fields: [
    referenceTo("mockup", "mockup", { title: "Drawing" }),
    paragraph("alt", {
      title: "Description here",
      optional: true,
      description: "Leave empty to use the drawing's own description.",
    }),
  ],
  preview: { select: { title: "mockup.file", subtitle: "alt" } },
};

/**
 * Rich text for answers and legal documents: paragraphs, sub-headings, bullet lists,
 * bold words and links. The site renders exactly these.
 */
export const richText: SchemaType = {
  name: "richText",
  title: "Rich text",
  type: "array",
  of: [
    {
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Sub-heading", value: "h3" },
      ],
      lists: [{ title: "Bullet", value: "bullet" }],
      marks: {
        decorators: [{ title: "Strong", value: "strong" }],
        annotations: [
          {
            name: "link",
            title: "Link",
            type: "object",
            fields: [
              {
                name: "href",
                title: "Target",
                type: "string",
                description:
                  "A page of this site (/terms), an anchor (#cookies), an https:// address or mailto:{email}.",
                validation: required,
              },
            ],
          },
        ],
      },
    },
  ],
};

/** A link in the header's menus or the footer. */
export const navLink: SchemaType = {
  name: "navLink",
  title: "Menu link",
  type: "object",
  fields: [
    line("label"),
    line("href", {
      title: "Target",
      description: "A page of this site, or an https:// address (opens as an outside link).",
    }),
    line("description", { optional: true, description: "A short line under the label in the header's menus." }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
};

/** A headed group of menu links, such as Solutions' "Industries". */
export const navGroup: SchemaType = {
  name: "navGroup",
  title: "Menu group",
  type: "object",
  fields: [
    line("heading", { optional: true }),
    { name: "links", title: "Links", type: "array", of: [{ type: "navLink" }], validation: required },
  ],
  preview: { select: { title: "heading" } },
};
