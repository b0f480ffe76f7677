/** A page of blocks with a gallery and a lead form on the desktop skin (tests/support/block-page-behaviour.ts). */
import { blockPageBehaviour } from "../support/block-page-behaviour.ts";

blockPageBehaviour("desktop");
