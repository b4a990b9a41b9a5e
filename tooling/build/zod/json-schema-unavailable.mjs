// Browser builds only: zod's JSON Schema conversion (zod/v4/core/json-schema-processors.js and
// to-json-schema.js) replaced by functions that say it is not there. No browser code of the
// shop converts schemas to JSON Schema (the API does, on Node, with the real files), and the
// page downloads about 5 KB less of the shared zod. tooling/build/rspack-common.mjs swaps them in.

function unavailable() {
  throw new Error("zod: JSON Schema conversion is not part of the shop's browser build");
}

/** Builders of JSON Schema methods: each gives a method that reports it is unavailable. */
const method = () => unavailable;

export const aggregateChecks = unavailable;
export const anyProcessor = unavailable;
export const arrayProcessor = unavailable;
export const bigintProcessor = unavailable;
export const booleanProcessor = unavailable;
export const catchProcessor = unavailable;
export const customProcessor = unavailable;
export const dateProcessor = unavailable;
export const defaultProcessor = unavailable;
export const enumProcessor = unavailable;
export const fileProcessor = unavailable;
export const functionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const lazyProcessor = unavailable;
export const literalProcessor = unavailable;
export const mapProcessor = unavailable;
export const nanProcessor = unavailable;
export const neverProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const nullProcessor = unavailable;
export const nullableProcessor = unavailable;
export const numberProcessor = unavailable;
export const objectProcessor = unavailable;
export const optionalProcessor = unavailable;
export const pipeProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const promiseProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const recordProcessor = unavailable;
export const setProcessor = unavailable;
export const stringProcessor = unavailable;
export const successProcessor = unavailable;
export const symbolProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const transformProcessor = unavailable;
export const tupleProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const unionProcessor = unavailable;
export const unknownProcessor = unavailable;
export const voidProcessor = unavailable;
export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export const extractDefs = unavailable;
export const finalize = unavailable;
export const toJSONSchema = unavailable;
export const createToJSONSchemaMethod = method;
export const createStandardJSONSchemaMethod = method;
export const allProcessors = {};
