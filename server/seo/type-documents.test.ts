/**
 * The documents a content type's definition asks of the SEO router (its `feed` and
 * `itemFile`): the events' feed of upcoming events and each event's iCalendar file,
 * each kept apart from every other document, the news category of the same name
 * ("/feeds/news/events.xml") among them.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { createSeoRouter } from "../seo.ts";

interface Channel {
  title: string;
  item: Array<{ title: string; link: string }>;
}

describe("the documents of a type's definition", () => {
  let s: TestServices;
  let server: ReturnType<express.Express["listen"]>;
  let origin = "";

  beforeAll(async () => {
    s = await createTestServices("sqlite", "type-documents", { env: { DEMO_CONTENT: "on" } });
    const app = express();
    app.use(createSeoRouter(s));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await s?.dispose();
  });

  const channel = async (path: string) => {
    const answer = await fetch(origin + path);
    expect(answer.status, path).toBe(200);
    const rss = new XMLParser({ isArray: (name) => name === "item" }).parse(await answer.text()) as {
      rss: { channel: Channel };
    };
    return rss.rss.channel;
  };

  it("serves the events' feed and the news category of the same name, each its own", async () => {
    const events = await channel("/feeds/events.xml");
    const news = await channel("/feeds/news/events.xml");
    expect(events.title).toBe("Brightlane: Events");
    expect(events.item.length).toBeGreaterThan(0);
    expect(events.item.every((i) => /\/events\/\d+$/.test(i.link))).toBe(true);
    expect(news.title).toBe("Brightlane news: Events");
    expect(news.item.every((i) => /\/detail\/\d+$/.test(i.link))).toBe(true);
    // Asked the other way round, each is still its own.
    expect((await channel("/feeds/events.xml")).title).toBe("Brightlane: Events");
  });

  it("serves an event's calendar file beside its page, and none for an unknown event", async () => {
    const first = (await channel("/feeds/events.xml")).item[0]!;
    const id = /\/events\/(\d+)$/.exec(first.link)![1];
    const answer = await fetch(`${origin}/events/${id}.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await answer.text();
    expect(text).toContain(`UID:event-${id}@`);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect((await fetch(`${origin}/events/999999.ics`)).status).toBe(404);
  });
});
