import type { Page } from "~/kernel/content-schemas";
import { PageHeader, type Crumb } from "./blocks";
import { CategoryTabs, type CategoryTab } from "~/components/content/category-tabs";
import { Pagination } from "./list-nav";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";

/** The frame of every paginated list: header, category tabs, the items, page links. */
export function ListLayout<T>({
  title,
  lead,
  crumbs,
  tabs,
  tabsLabel,
  list,
  hrefFor,
  empty,
  children,
  gridClass = "card-grid",
}: {
  title: string;
  lead: string;
  crumbs: Crumb[];
  tabs: CategoryTab[];
  tabsLabel: string;
  list: Page<T>;
  hrefFor: (page: number) => string;
  empty: string;
  children: React.ReactNode;
  gridClass?: string;
}) {
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.items.length - 1;
  return (
    <>
      <PageHeader title={title} lead={lead} crumbs={crumbs}>
        <CategoryTabs tabs={tabs} label={tabsLabel} className="tabs" linkProps={{ preventScrollReset: true }} />
      </PageHeader>
      <div className="container list-body">
        {list.items.length ? (
          <>
            <p className="list-count" aria-live="polite">
              {message(LIST_WORDS.showingRange, { first, last, total: list.total })}
              {list.totalPages > 1 ? message(LIST_WORDS.pageSuffix, { page: list.page, pages: list.totalPages }) : ""}
            </p>
            <div className={gridClass}>{children}</div>
          </>
        ) : (
          <p className="empty-state">{empty}</p>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} />
      </div>
    </>
  );
}

/** " (page 2)" for titles and descriptions of pages after the first. */
export function pageSuffix(page: number): string {
  return page > 1 ? `, page ${page}` : "";
}
