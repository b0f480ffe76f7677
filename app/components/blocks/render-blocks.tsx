/**
 * One renderer of a page's blocks for both skins: each skin hands it its table of
 * block views (desktop.tsx, mobile.tsx), one view per block type, so a block type
 * without a view in either skin fails the type check. A hidden block is not drawn, nor
 * a block kept for the other skin (its `skin`), where the two skins' pages differ.
 */
import type { ReactNode } from "react";
import type { LeadOptions } from "~/kernel/lead-fields";
import type { HomePageBlock } from "~/kernel/home-blocks";
import type { BlockPage, ServedBlock } from "~/kernel/page-blocks";
import { shownBlocks } from "~/kernel/shown-blocks";

/** What the lead form block needs from the page's loader: the form's choices and shared token. */
export interface LeadFormData {
  options: LeadOptions;
  formToken: string;
}

type BlockType = ServedBlock["type"];

export interface BlockProps<T extends BlockType> {
  block: Extract<ServedBlock, { type: T }>;
  /** A prefix for the ids inside the block, unique on the page. */
  id: string;
  page: BlockPage;
  leadForm: LeadFormData | null;
}

export type BlockViews = { [T in BlockType]: (props: BlockProps<T>) => ReactNode };

/** The home routes' table: the views of the blocks the home page may hold (app/kernel/home-blocks.ts). */
export type HomePageViews = Pick<BlockViews, HomePageBlock>;

/** Views for blocks a table's pages never hold (the schema refuses them there). */
export function notShown<T extends BlockType>(types: readonly T[]): { [K in T]: () => null } {
  return Object.fromEntries(types.map((t) => [t, () => null])) as { [K in T]: () => null };
}

export function RenderBlocks({
  page,
  views,
  skin,
  leadForm,
}: {
  page: BlockPage;
  views: BlockViews | HomePageViews;
  skin: "desktop" | "mobile";
  leadForm: LeadFormData | null;
}) {
  return (
    <>
      {shownBlocks(page.blocks).map((block, i) => {
        if (block.skin && block.skin !== skin) return null;
        // A home page's table has no view of the blocks its schema keeps off the home page.
        const View = (views as Partial<BlockViews>)[block.type] as
          ((props: BlockProps<BlockType>) => ReactNode) | undefined;
        if (!View) return null;
        return <View key={i} block={block} id={`block-${i + 1}`} page={page} leadForm={leadForm} />;
      })}
    </>
  );
}
