import { enableFaqKeys, syncPopoverButtons } from "./disclosure";
import { enableVideoFacades } from "./video-facade";

syncPopoverButtons();
enableFaqKeys();
enableVideoFacades();
