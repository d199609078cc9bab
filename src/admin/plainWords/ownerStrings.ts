import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { BLOCK_SCHEMAS } from "../../blocks/schemaRegistry";
import { SITE_SETTING_DEFINITIONS } from "../../domain/siteSettings/siteSettingDefinitions";
import { pictureAddressLabel, settingsFields, type FieldSpec } from "../screens/editor/settingsFields";

/** One piece of text an owner reads, and where it comes from (a file and line, or a block's settings path). */
export interface OwnerString {
  text: string;
  where: string;
}

/** The project's root, from this file (src/admin/plainWords/). */
export const PROJECT_ROOT = join(import.meta.dirname, "..", "..", "..");

/** The source folders whose text an owner reads: the configuration area, settings definitions, the plan's words and the platform home. */
const OWNER_SOURCE_FOLDERS = ["src/admin", "src/domain/siteSettings", "src/domain/visitorSettings", "src/domain/sitePlan", "src/server/features/platform"];

/** Attributes and properties that hold code, never words (class names, element ids, paths). */
const CODE_NAMES = new Set([
  "className",
  "key",
  "id",
  "htmlFor",
  "href",
  "to",
  "src",
  "type",
  "name",
  "method",
  "action",
  "role",
  "autoComplete",
  "inputMode",
  "rel",
  "target",
  "lang",
]);

/** A block panel's labels and option words, nested lists and groups included. */
function fieldStrings(fields: FieldSpec[], where: string): OwnerString[] {
  return fields.flatMap((field) => {
    const here = `${where}.${field.key}`;
    const own = [{ text: field.label, where: here }];
    if (field.kind === "text" && field.image) own.push({ text: pictureAddressLabel(field.label), where: here });
    if (field.kind === "choice") own.push(...Object.values(field.optionLabels ?? {}).map((text) => ({ text, where: here })));
    if (field.kind === "list") own.push(...fieldStrings(field.item, here));
    if (field.kind === "values") own.push(...fieldStrings([field.item], here));
    if (field.kind === "group") own.push(...fieldStrings(field.fields, here));
    return own;
  });
}

/** Every block type's catalogue name and description and its settings panel's labels. */
function blockStrings(): OwnerString[] {
  return BLOCK_SCHEMAS.flatMap((definition) => [
    { text: definition.label, where: `block ${definition.type}` },
    { text: definition.description, where: `block ${definition.type}` },
    ...fieldStrings(settingsFields(definition.schema, definition.type), `block ${definition.type} settings`),
  ]);
}

/** The general settings screen's labels and help, from the setting definitions. */
function siteSettingStrings(): OwnerString[] {
  return SITE_SETTING_DEFINITIONS.flatMap((definition) => {
    const where = `site setting ${definition.key}`;
    const control: { label: string; description?: string } = definition.control;
    return [{ text: control.label, where }, ...(control.description ? [{ text: control.description, where }] : [])];
  });
}

/** Text a person reads, told from code: it has a space, or is one capitalised word ("Cloneable"), not a key or a path. */
function readsAsWords(text: string): boolean {
  return /[A-Za-z]/.test(text) && (/\s/.test(text) || /^[A-Z][a-z'’]+[.!?…]?$/.test(text));
}

/** The name of the attribute or property a literal is the value of, if any. */
function holderName(node: ts.Node): string | undefined {
  let parent = node.parent;
  while (parent && (ts.isJsxExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isConditionalExpression(parent))) parent = parent.parent;
  if (parent && ts.isJsxAttribute(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
  return undefined;
}

/** Calls whose text arguments are CSS selectors, never words. */
const SELECTOR_CALLS = new Set(["querySelector", "querySelectorAll", "closest", "matches"]);

/** An attribute selector or a child combinator, which no sentence holds (`[id^='block-']`, `body > *`). */
const SELECTOR_SYNTAX = /\[[\w-]+([~|^$*]?=[^\]]*)?\]|(^|\s)>\s/;

/** Whether the literal is a CSS selector: handed to a DOM query (`frame.querySelectorAll("section")`) or written as one. */
function isSelector(node: ts.Node, text: string): boolean {
  const parent = node.parent;
  const queried = ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && SELECTOR_CALLS.has(parent.expression.name.text);
  return queried || SELECTOR_SYNTAX.test(text);
}

/** A literal that names a module, a type or a property rather than saying something. */
function isCodeLiteral(node: ts.Node, text: string): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isElementAccessExpression(parent) || (ts.isPropertyAssignment(parent) && parent.name === node)) return true;
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === "require") return true;
  if (isSelector(node, text)) return true;
  const holder = holderName(node);
  return holder !== undefined && (CODE_NAMES.has(holder) || holder.startsWith("data-") || holder.endsWith("Id"));
}

/** The words of a template literal, each substitution written as "…". */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `…${span.literal.text}`).join("");
}

/** Every piece of text in one source file that reads as words: JSX text, and string and template literals that are not code. */
export function sourceStrings(path: string, source: string): OwnerString[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: OwnerString[] = [];
  const add = (node: ts.Node, text: string) => {
    const words = text.replace(/\s+/g, " ").trim();
    if (readsAsWords(words) && !isCodeLiteral(node, words))
      found.push({ text: words, where: `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, templateText(node));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The TypeScript source files under a folder, tests and test helpers left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(PROJECT_ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("plainWords") && !file.includes("testing"))
    .map((file) => join(folder, file));
}

/** The block schemas' own source (their error messages and help), which the panel walk does not see. */
function blockSchemaFiles(): string[] {
  return readdirSync(join(PROJECT_ROOT, "src/blocks"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join("src/blocks", entry.name, "schema.ts"))
    .filter((file) => {
      try {
        readFileSync(join(PROJECT_ROOT, file));
        return true;
      } catch {
        return false;
      }
    });
}

/** Every string an owner reads in the configuration area and on the platform home, with where it is. */
export function ownerStrings(): OwnerString[] {
  const files = [...OWNER_SOURCE_FOLDERS.flatMap(sourceFiles), ...blockSchemaFiles(), "src/blocks/shared/choiceLabels.ts"];
  return [
    ...blockStrings(),
    ...siteSettingStrings(),
    ...files.flatMap((file) => sourceStrings(relative(PROJECT_ROOT, join(PROJECT_ROOT, file)), readFileSync(join(PROJECT_ROOT, file), "utf8"))),
  ];
}
