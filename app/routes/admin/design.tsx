import { Logo } from "~/components/content/logo";
import { Faq } from "~/components/content/faq";
import { adminMeta } from "~/components/admin/meta";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import tokensCss from "~/styles/tokens.css?raw";
import type { Route } from "./+types/design";
import { requireStaff } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Design system");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return null;
}

/** The tokens of app/styles/tokens.css by group (its `/* Group *\/` comments), read from the file itself. */
const GROUPS: { name: string; tokens: { name: string; value: string }[] }[] = [];
for (const [, group, token, value] of tokensCss.matchAll(/\/\* ([A-Z][a-z]+) \*\/|(--[\w-]+):\s*([^;]+);/g)) {
  if (group) GROUPS.push({ name: group, tokens: [] });
  else if (token && value) GROUPS.at(-1)?.tokens.push({ name: token, value: value.replace(/\s+/g, " ") });
}

/** How a token of each group shows itself: a swatch, a line of text, a bar, a corner or a shadow. */
const SAMPLE: Record<string, (v: string, token: string) => React.CSSProperties> = {
  Colour: (v) => ({ background: v }),
  Type: (v, token) => ({ font: `${token.startsWith("--text") ? v : "1rem"} var(--font)` }),
  Space: (v) => ({ width: v }),
  Radii: (v) => ({ borderRadius: v }),
  Shadows: (v) => ({ boxShadow: v }),
};

const FAQ = [
  {
    question: "Does the marker say whether it is open?",
    answerHtml: "<p>Yes: the chevron turns, and a screen reader hears “expanded” from the native disclosure.</p>",
  },
  { question: "Does it work without JavaScript?", answerHtml: "<p>Yes, it is a <code>details</code> element.</p>" },
];

/** The shared pieces both skins draw with (app/styles/global.css), on their tokens. */
export default function Design() {
  return (
    <>
      <h1>Design system</h1>
      <p className="admin-lead">
        One set of tokens and components for the desktop and the mobile site. Change them in app/styles/tokens.css and
        app/styles/global.css; a browser test checks both skins read the same values.
      </p>
      {GROUPS.map((g) => (
        <section key={g.name} className="admin-panel" aria-labelledby={`design-${g.name}`}>
          <h2 id={`design-${g.name}`}>{g.name}</h2>
          <ul className="design-tokens">
            {g.tokens.map((t) => (
              <li key={t.name}>
                <span
                  className={`design-sample design-${g.name.toLowerCase()}`}
                  style={SAMPLE[g.name]?.(`var(${t.name})`, t.name)}
                >
                  {g.name === "Type" ? "Aa" : null}
                </span>
                <code>{t.name}</code> <span>{t.value}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="admin-panel" aria-labelledby="design-components">
        <h2 id="design-components">Components</h2>
        <h3>Logo</h3>
        <Logo />
        <h3>Buttons</h3>
        <p className="design-row">
          <button type="button" className="button button-primary">
            {PRIMARY_CTA}
          </button>
          <button type="button" className="button button-secondary">
            Secondary
          </button>
          <button type="button" className="button button-accent">
            Accent
          </button>
          <button type="button" className="button button-light">
            Light
          </button>
        </p>
        <Faq items={FAQ} heading="Disclosure" id="design-disclosure" className="design-faq" />
        <h3>Quote</h3>
        <figure className="quote">
          <blockquote>
            <p>Approvals that took a week now take a morning.</p>
          </blockquote>
          <figcaption>Operations lead, a Brightlane customer</figcaption>
        </figure>
        <h3>Bullets</h3>
        <ul className="check-list">
          <li>Every list of features and deliverables</li>
          <li>The same tick on desktop and mobile</li>
        </ul>
      </section>
    </>
  );
}
