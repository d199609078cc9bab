import { config as zodConfig } from "zod/v4/core";
import { plainMessages } from "../domain/api/plainMessages";

// Imported first by the entry, so it runs before any module of the configuration area builds or
// checks a schema: schemas are checked without compiling code at run time (the area's policy
// allows no eval, and zod's probe for it is reported as a violation even when caught), and their
// default messages are the server's plain sentences naming the field, never zod's own wording.
zodConfig({ jitless: true, customError: plainMessages });
