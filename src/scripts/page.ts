import { enableFaqKeys, syncPopoverButtons } from "./disclosure";

syncPopoverButtons();
enableFaqKeys();
