import { enableCopyButtons } from "./copy-button";
import { enableFaqKeys, syncPopoverButtons } from "./disclosure";

syncPopoverButtons();
enableFaqKeys();
enableCopyButtons();
