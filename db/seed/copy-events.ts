/** The demo events (copy/events.json): dates in days from the seed's anchor, local start times in each event's zone. */
import type { EventType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/events.json" with { type: "json" };

export interface EventCopy {
  type: EventType;
  /** Days after the seed's anchor (negative: before it). */
  days: number;
  /** Wall-clock start in `timeZone`, HH:MM. */
  start: string;
  hours: number;
  timeZone: string;
  online: boolean;
  venue: { name: string; address: string; city: string } | null;
  title: string;
  summary: string;
  body: string;
  speakers: Array<{ name: string; role: string; company: string }>;
  agenda: Array<{ time: string; title: string; speakers: string[] }>;
  /** A past event whose recording is published. */
  recording: boolean;
}

export const EVENTS_COPY = copy.EVENTS_COPY as EventCopy[];
