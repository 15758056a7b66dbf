import { describeHostileBodies } from "../support/hostile-bodies";

describeHostileBodies("leads");
