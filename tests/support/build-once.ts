import { ensureFreshBuild } from "../../scripts/fresh-build.js";

/** Integration tests run the production server: build it when it is missing or older than the sources. */
export default function buildOnce() {
  ensureFreshBuild();
}
