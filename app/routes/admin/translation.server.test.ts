import { describe, expect, it } from "vitest";
import { fieldsOf } from "./content-form.server";
import { sourceView, translationFormDocument, translationToSave, viewText } from "./translation.server";

const EVENT = fieldsOf("events");
const field = (name: string) => EVENT.find((f) => f.name === name)!;
const agenda = [{ time: "09:00", title: "Welcome", speakers: ["Ada"] }];

describe("the English beside a translated list", () => {
  it("shows a list of objects as its items and their labelled parts, never as JSON", () => {
    const view = sourceView(field("agenda"), agenda);
    expect(view).toEqual({
      items: [
        {
          parts: [
            { label: "Time", value: "09:00" },
            { label: "Title", value: "Welcome" },
            { label: "Speakers", value: { items: ["Ada"] } },
          ],
        },
      ],
    });
    expect(viewText(view)).toBe("Time: 09:00; Title: Welcome; Speakers: Ada");
    expect(
      sourceView(
        fieldsOf("news").find((f) => f.name === "tags")!,
        ["cloud", "security"],
      ),
    ).toEqual({
      items: ["cloud", "security"],
    });
  });
});

describe("a translation's lists in its form", () => {
  it("start from the English when the translation holds none, and keep the translation's own", () => {
    const fields = [field("title"), field("agenda")];
    expect(translationFormDocument(fields, {}, { title: "Launch", agenda })).toEqual({ agenda });
    const own = [{ ...agenda[0], title: "开场" }];
    expect(translationFormDocument(fields, { agenda: own }, { title: "Launch", agenda })).toEqual({ agenda: own });
  });

  it("are left out of what is saved while they are the English, as blank words are", () => {
    const fields = [field("title"), field("summary"), field("agenda")];
    const source = { title: "Launch", summary: "About", agenda };
    // Keys in another order are the same list.
    const same = [{ title: "Welcome", speakers: ["Ada"], time: "09:00" }];
    expect(translationToSave({ title: "发布", summary: " ", agenda: same }, fields, source)).toEqual({ title: "发布" });
    const translated = [{ ...agenda[0], title: "开场" }];
    expect(translationToSave({ title: "Launch", agenda: translated }, fields, source)).toEqual({
      // Words typed as the English are the translator's own: only lists and groups compare.
      title: "Launch",
      agenda: translated,
    });
  });
});
