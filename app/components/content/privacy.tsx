/**
 * The privacy notice's text, for both skins: each skin's route names the article's
 * classes and where "book a demo" leads (its own registration page).
 */
import { Link } from "~/components/ui/link";
import { PAGES } from "~/kernel/pages";
import { formatDate } from "./format";
import "~/components/register/register.css";

// The sitemap's lastmod for this page comes from the same date.
const UPDATED = formatDate(PAGES.privacy.updated);

export function PrivacyNotice({ className, registerHref }: { className: string; registerHref: string }) {
  return (
    <article className={className} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy notice</h1>
      <p>Last updated {UPDATED}.</p>
      <p>
        Brightlane Software (&ldquo;Brightlane&rdquo;, &ldquo;we&rdquo;) is a fictional company, and this notice belongs
        to a demonstration web site. It is written the way a real notice would be, so that the registration form it
        accompanies can be judged as a whole.
      </p>

      <h2>What we collect</h2>
      <p>
        When you <Link to={registerHref}>book a demo</Link>, we collect the details you type into the form: your name,
        work email, mobile phone, company, job title, company size, region, the product you are interested in and your
        message. With each request we also record the time, the browser you used (its user-agent string) and a one-way
        keyed hash of your network address, which lets us stop floods of automated submissions without storing the
        address itself.
      </p>
      <h2>Why we use it</h2>
      <ul>
        <li>
          To contact you about your request and arrange a demo or trial: you gave your consent when you ticked the box
          on the form.
        </li>
        <li>
          To protect the form against abuse: our legitimate interest in keeping the service available and our records
          accurate.
        </li>
      </ul>
      <p>
        We do not sell your details, we do not add you to newsletters without asking, and we do not use the form for
        advertising profiles.
      </p>

      <h2>Who sees it</h2>
      <p>
        Our sales and product specialists, and the hosting provider that runs our servers under a data processing
        agreement. If a partner in your region delivers the demo, we tell you before passing your details on.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Requests that do not lead to a customer relationship are deleted 24 months after our last contact with you. If
        you become a customer, your details move to our customer records and their own retention rules.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your details, ask us to correct or delete them, object to their use, or withdraw your
        consent at any time, without affecting what we did before. Write to privacy@brightlane.example and we will
        answer within one month. You may also complain to your data protection authority.
      </p>

      <h2>Security</h2>
      <p>
        The form is served over an encrypted connection, protected against cross-site forgery, and every request is
        checked on our servers before it is stored. Access to stored requests is limited to the people who need it.
      </p>
    </article>
  );
}
