import type { StructureResolver } from "sanity/structure";

/** The desk: the site's pages and what they name first, then the blog, then the one settings document. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.documentTypeListItem("page").title("Pages"),
      S.documentTypeListItem("plan").title("Plans"),
      S.documentTypeListItem("faqItem").title("FAQ items"),
      S.documentTypeListItem("legalDocument").title("Legal documents"),
      S.documentTypeListItem("stat").title("Figures"),
      S.documentTypeListItem("mockup").title("Drawings"),
      S.divider(),
      S.listItem()
        .title("Blog")
        .child(
          S.list()
            .title("Blog")
            .items([
              S.documentTypeListItem("post").title("Posts"),
              S.documentTypeListItem("category").title("Categories"),
              S.documentTypeListItem("tag").title("Tags"),
              S.documentTypeListItem("author").title("Authors"),
            ]),
        ),
      S.divider(),
      S.listItem()
        .title("Site settings")
        .id("settings")
        .child(S.document().schemaType("settings").documentId("settings")),
    ]);
