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
        address itself. We also keep the page of this site you came to the form from and, when the link that brought you
        carried them, its campaign tags (utm_source, utm_medium, utm_campaign).
      </p>

      <h2>What we count about visits</h2>
      <p>
        To know which pages and campaigns are useful, our own servers count visits; no other company sees them. Your
        browser sends, for each page you open: the page&rsquo;s address on this site, the name of the site whose link
        brought you (not the full address), the campaign tags of that link, the page&rsquo;s language, whether you use
        the desktop or the mobile site, and how fast the page loaded and answered (the web vitals LCP, INP, CLS, FCP and
        TTFB). It also counts clicks on links to other sites (their site name only) and when the registration form is
        started and sent, not what is typed into it.
      </p>
      <p>
        We set no cookie and store nothing on your device for this. To count visitors rather than visits, our server
        combines your network address, your browser&rsquo;s user-agent string and this site&rsquo;s name with a random
        value that changes every day at midnight UTC, keeps only a one-way hash of the result, and deletes the
        day&rsquo;s random value when the day is over; after that nobody, including us, can link a count to an address,
        and the same visitor on two days counts twice. Automated clients (search engine crawlers and similar) are not
        counted. Individual counts are deleted after 30 days; only daily totals per page, site, campaign, device and
        language are kept. If your browser sends Global Privacy Control or Do Not Track, it sends us nothing of this.
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
