// Tests only: structured data checked against the schema.org vocabulary itself, its current
// release as @vocabulary/schema ships it (schema.org's schemaorg-current N-Triples, read here
// line by line), not against a list of our own.
import { readFileSync } from 'node:fs';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN = `${SCHEMA}domainIncludes`;
const RANGE = `${SCHEMA}rangeIncludes`;
const SUPERSEDED_BY = `${SCHEMA}supersededBy`;

// A statement whose subject, predicate and object are all IRIs (the graph is the fourth term).
const STATEMENT = /^<([^>]*)> <([^>]*)> <([^>]*)> <[^>]*> \.$/;

interface Vocabulary {
  classes: Map<string, string[]>;
  properties: Map<string, { domain: string[]; range: string[] }>;
  /** Enumeration members (InStock…) and the enumerations they belong to. */
  members: Map<string, string[]>;
  superseded: Set<string>;
}

const add = (map: Map<string, string[]>, key: string, value: string) =>
  map.set(key, [...(map.get(key) ?? []), value]);

function load(): Vocabulary {
  const vocabulary: Vocabulary = {
    classes: new Map(),
    properties: new Map(),
    members: new Map(),
    superseded: new Set(),
  };
  const property = (name: string) => {
    let entry = vocabulary.properties.get(name);
    if (!entry) vocabulary.properties.set(name, (entry = { domain: [], range: [] }));
    return entry;
  };
  const text = readFileSync(require.resolve('@vocabulary/schema/schema.nq'), 'utf8');
  const types: Array<[string, string]> = [];
  for (const line of text.split('\n')) {
    const [, subject, predicate, object] = STATEMENT.exec(line) ?? [];
    if (!subject?.startsWith(SCHEMA) || !predicate || !object) continue;
    const name = subject.slice(SCHEMA.length);
    const target = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : object;
    if (predicate === RDF_TYPE && object === RDFS_CLASS)
      vocabulary.classes.set(name, vocabulary.classes.get(name) ?? []);
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) property(name);
    else if (predicate === RDF_TYPE) types.push([name, target]);
    else if (predicate === SUBCLASS_OF) add(vocabulary.classes, name, target);
    else if (predicate === DOMAIN) property(name).domain.push(target);
    else if (predicate === RANGE) property(name).range.push(target);
    else if (predicate === SUPERSEDED_BY) vocabulary.superseded.add(name);
  }
  // A term typed with a schema.org class other than rdfs:Class is an enumeration's member.
  for (const [name, type] of types) if (vocabulary.classes.has(type)) add(vocabulary.members, name, type);
  return vocabulary;
}

let loaded: Vocabulary | undefined;
const vocabulary = () => (loaded ??= load());

/** A class and every class it descends from. */
function lineage(name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const parent of vocabulary().classes.get(current) ?? []) visit(parent);
  };
  visit(name);
  return seen;
}

const fits = (types: readonly string[], range: readonly string[]) =>
  types.some((type) => [...lineage(type)].some((ancestor) => range.includes(ancestor)));

/** 'https://schema.org/InStock' → 'InStock'; undefined for any other text. */
const schemaTerm = (text: string) => /^https?:\/\/schema\.org\/([A-Za-z0-9]+)$/.exec(text)?.[1];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node) =>
  [node['@type']].flat().filter((type): type is string => typeof type === 'string');

function valueProblems(path: string, value: unknown, range: readonly string[]): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => valueProblems(`${path}[${index}]`, item, range));
  if (isNode(value)) {
    const problems = nodeProblems(value, path);
    if (!fits(typesOf(value), range))
      problems.push(`${path}: a ${typesOf(value).join('/')} where ${range.join(' or ')} is expected`);
    return problems;
  }
  // A number for a Number (or an Integer…), a boolean for a Boolean.
  const expects = (dataType: string) => range.some((type) => lineage(type).has(dataType));
  if (typeof value === 'number')
    return expects('Number') ? [] : [`${path}: a number where ${range.join(' or ')} is expected`];
  if (typeof value === 'boolean')
    return expects('Boolean') ? [] : [`${path}: a boolean where ${range.join(' or ')} is expected`];
  if (typeof value !== 'string') return [`${path}: ${String(value)} is no JSON-LD value`];
  const term = schemaTerm(value);
  const enumerations = term && vocabulary().members.get(term);
  // An enumeration's member names one of the expected enumerations; any other text (or URL)
  // stands for what is expected, as schema.org's data model allows.
  if (term && !enumerations) return [`${path}: ${value} is no schema.org enumeration member`];
  if (enumerations && !fits(enumerations, range))
    return [`${path}: ${term} is not one of ${range.join(' or ')}`];
  if (term && vocabulary().superseded.has(term)) return [`${path}: ${term} is superseded`];
  return [];
}

function nodeProblems(node: Node, path: string): string[] {
  const types = typesOf(node);
  if (types.length === 0) return [`${path}: no @type`];
  const problems: string[] = [];
  for (const type of types) {
    if (!vocabulary().classes.has(type)) problems.push(`${path}: ${type} is not a schema.org type`);
    else if (vocabulary().superseded.has(type)) problems.push(`${path}: ${type} is superseded`);
  }
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    const property = vocabulary().properties.get(name);
    if (!property) {
      problems.push(`${path}.${name}: not a schema.org property`);
      continue;
    }
    if (vocabulary().superseded.has(name)) problems.push(`${path}.${name}: superseded`);
    if (!fits(types, property.domain)) problems.push(`${path}.${name}: not a property of ${types.join('/')}`);
    problems.push(...valueProblems(`${path}.${name}`, value, property.range));
  }
  return problems;
}

/**
 * What is wrong with a JSON-LD block by schema.org's vocabulary: its context, each node's
 * @type (a schema.org type), each property (one of that type's, or of a type it descends
 * from), each nested node (of a type the property expects) and each enumeration value (a
 * member of an enumeration the property expects). Empty when nothing is.
 */
export function schemaOrgProblems(block: unknown): string[] {
  if (!isNode(block)) return ['the block is not a JSON object'];
  const context = block['@context'];
  const problems =
    context === 'https://schema.org' ? [] : [`@context is ${String(context)}, not https://schema.org`];
  return [...problems, ...nodeProblems(block, typesOf(block).join('/') || 'block')];
}
