/**
 * One renderer of a page's blocks for both skins: each skin hands it its table of
 * block views (desktop.tsx, mobile.tsx), one view per block type, so a block type
 * without a view in either skin fails the type check. A hidden block is not drawn. The home
 * page's table holds only the blocks it may hold; the pages of blocks' tables load the views
 * of the home page's own blocks (app/kernel/home-blocks.ts) apart, only on a page holding
 * one (live.tsx, decision 0097).
 * Each block is marked with its place among the shown ones (`data-block="0"`, ...).
 */
import type { ReactNode } from "react";
import type { LeadOptions } from "~/kernel/lead-fields";
import type { HomeOnlyBlock, HomePageBlock } from "~/kernel/home-blocks";
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

type Views<T extends BlockType> = { [K in T]: (props: BlockProps<K>) => ReactNode };

/** Every block's view but the home page's own blocks (LiveView): the pages of blocks' table. */
export type BlockViews = Views<Exclude<BlockType, HomeOnlyBlock>>;

/** The home page's table: the views of the blocks it may hold. */
export type HomePageViews = Views<HomePageBlock>;

/** One view for any of the home page's own blocks, drawn by the home page's view of that block. */
export type LiveView = (props: { [T in HomeOnlyBlock]: BlockProps<T> }[HomeOnlyBlock]) => ReactNode;

const CONTENTS = { display: "contents" } as const;

export function RenderBlocks({
  page,
  views,
  live,
  leadForm,
}: {
  page: BlockPage;
  views: BlockViews | HomePageViews;
  /** The view of the home page's own blocks, on the other pages of blocks. */
  live?: LiveView;
  leadForm: LeadFormData | null;
}) {
  return (
    <>
      {shownBlocks(page.blocks).map((block, i) => {
        // A table lacks only the home page's own blocks: the home page's, the blocks it may not hold
        // (refused by its document schema); the other pages', those drawn by `live`.
        const View = ((views as Partial<Views<BlockType>>)[block.type] ?? live) as (
          props: BlockProps<BlockType>,
        ) => ReactNode;
        const view = <View key={i} block={block} id={`block-${i + 1}`} page={page} leadForm={leadForm} />;
        // The editor's live preview finds a block by its place among those shown (decision 0084).
        // Only a preview marks them: it is rendered on the server and never hydrated, so neither
        // visitors' pages nor the browser's bundle carry the wrapper (`display: contents` keeps it
        // out of every layout).
        return import.meta.env.SSR && page.preview ? (
          <div key={i} data-block={i} style={CONTENTS}>
            {view}
          </div>
        ) : (
          view
        );
      })}
    </>
  );
}
