import { enableCopyButtons } from "./copy-button";
import { enableFaqKeys } from "./disclosure";

enableFaqKeys();
enableCopyButtons();
