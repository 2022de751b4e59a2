import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { classAttributes, loadConflictFinder, type ClassConflict } from "../../../scripts/class-conflicts";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { siteNavigation } from "~/lib/navigation";
import { ContactSections } from "~/sections/contact-sections";
import { pageContext, Section } from "~/sections/section";
import { bundledContent } from "~/store/test-content";
import { MilitaryTimeTool } from "~/tools/military-time/military-time-tool";
import { WorkingHoursTool } from "~/tools/working-hours/working-hours-tool";
import { Button, ButtonLink } from "./button";
import { Card } from "./card";
import { Container } from "./container";
import { Icon } from "./icon";

const content = await bundledContent();
const nav = siteNavigation(content.settings);

// Rendered with React's server renderer, as the build does; the classes read back from
// the HTML and checked with the site's own Tailwind setup (scripts/class-conflicts.ts).
let conflicts: (classAttribute: string) => ClassConflict[];
beforeAll(async () => {
  conflicts = await loadConflictFinder();
});

/** The classes of the first element a render gives. */
const classesOf = (element: ReactElement) => classAttributes(renderToStaticMarkup(element))[0]!.split(" ");

/** Every conflict in a render, as `a vs b (property)`. */
const conflictsIn = (element: ReactElement) =>
  classAttributes(renderToStaticMarkup(element)).flatMap((attribute) =>
    conflicts(attribute).map(({ classes, property }) => `${classes.join(" vs ")} (${property})`),
  );

describe("a caller's change to a primitive takes effect", () => {
  it("the conflict check catches a padding class that fights the card's own", () => {
    expect(conflicts("rounded-card p-6 sm:p-8 p-4 sm:p-7")).toEqual([
      { classes: ["p-6", "p-4"], property: "padding", when: "&" },
      { classes: ["sm:p-8", "sm:p-7"], property: "padding", when: "@media (width >= 40rem) &" },
    ]);
    expect(conflicts("p-6 px-3 mt-4 sm:mt-6 hidden md:flex transition-colors duration-150 ring-1 shadow-card")).toEqual(
      [],
    );
    expect(conflicts("shadow-sm shadow-card")).not.toEqual([]);
  });

  it("a card's padding is the one asked for, at each width", () => {
    expect(classesOf(<Card />)).toEqual(expect.arrayContaining(["p-6", "sm:p-8"]));
    const snug = classesOf(<Card padding={[4, 7]} />);
    expect(snug).toEqual(expect.arrayContaining(["p-4", "sm:p-7"]));
    expect(snug).not.toContain("p-6");
    expect(snug).not.toContain("sm:p-8");
    expect(classesOf(<Card padding={6} />).filter((name) => /^(sm:)?p-/.test(name))).toEqual(["p-6"]);
    expect(classesOf(<Card padding={0} />).filter((name) => /^(sm:)?p-/.test(name))).toEqual([]);
  });

  it("a tight button, a pill, a small icon and a table-wide column each keep one value", () => {
    const tight = classesOf(<ButtonLink href="/" size="sm-tight" />);
    expect(tight).toContain("px-3");
    expect(tight).not.toContain("px-4");
    const pill = classesOf(<Button size="icon-round" />);
    expect(pill).toContain("rounded-full");
    expect(pill).not.toContain("rounded-control");
    expect(classesOf(<Icon name="clock" size="size-4" />)).not.toContain("size-5");
    expect(classesOf(<Container width="table" />)).not.toContain("max-w-3xl");
    for (const element of [
      <ButtonLink key="tight" href="/" size="sm-tight" />,
      <Button key="pill" size="lg-round" />,
      <Button key="icon" size="icon-sm" />,
      <Icon key="icon" name="clock" size="size-6" />,
      <Container key="table" width="table" />,
    ]) {
      expect(conflictsIn(element)).toEqual([]);
    }
  });

  it("the header's phone call is tight, and nothing in the header or footer fights", () => {
    const header = renderToStaticMarkup(<SiteHeader nav={nav} name={content.settings.name} />);
    const phoneCall = classAttributes(header).find(
      (attribute) => attribute.includes("h-10") && attribute.includes("px-3"),
    );
    expect(phoneCall?.split(" ")).not.toContain("px-4");
    expect(conflictsIn(<SiteHeader nav={nav} name={content.settings.name} />)).toEqual([]);
    expect(conflictsIn(<SiteFooter nav={nav} settings={content.settings} />)).toEqual([]);
  });

  it("the working hours and military time cards have their snug padding", () => {
    const workingHours = classAttributes(renderToStaticMarkup(<WorkingHoursTool />));
    expect(workingHours.filter((attribute) => attribute.includes("rounded-card border"))).toContain(
      "rounded-card border border-line bg-white shadow-card p-4 sm:p-7",
    );
    const militaryTime = classAttributes(renderToStaticMarkup(<MilitaryTimeTool />));
    expect(militaryTime.filter((attribute) => attribute.includes("rounded-card border"))).toContain(
      "rounded-card border border-line bg-white shadow-card p-5 sm:p-7",
    );
    expect(conflictsIn(<WorkingHoursTool />)).toEqual([]);
    expect(conflictsIn(<MilitaryTimeTool />)).toEqual([]);
  });

  it.each(content.pages.map((page) => [page.path, page] as const))(
    "no class fights another on the sections of %s",
    (_, page) => {
      const context = pageContext(page, content.settings, content.plans);
      const sections = page.sections.map((section) => <Section key={section._key} section={section} page={context} />);
      expect(conflictsIn(<>{sections}</>)).toEqual([]);
    },
  );

  it("no class fights another on the contact page", () => {
    const contact = content.pages.flatMap((page) => page.sections).find((section) => section._type === "contact");
    expect(contact).toBeDefined();
    expect(conflictsIn(<ContactSections section={contact!} />)).toEqual([]);
  });
});
