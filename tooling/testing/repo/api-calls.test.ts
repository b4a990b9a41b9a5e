import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { browserPackages, walk } from './browser-sources';
import { REPO, relative } from './repo-root';

// One way for the browser packages to call the API (issue 29): `client.call(descriptor, …)`
// inline, where the answer is needed; the descriptor in shared-contracts is the call's one
// description. So no package keeps a `src/**/api/` folder of call files, and no source file
// exports a function that only forwards to a call (`return client.call(getCouponCodeCall, …)`):
// a wrapper adds a file and a name for nothing. A function that does more (chooses the call,
// maps the answer, makes several) is not one. Descriptors are told by their names: `…Call`.

/** `x` without the `await`, parentheses and type assertions around it. */
function unwrapped(node: ts.Expression): ts.Expression {
  if (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return unwrapped(node.expression);
  return node;
}

/** Whether an expression is a call through a descriptor: `<client>.call(<name>Call, …)`. */
function isDescriptorCall(node: ts.Expression): boolean {
  const call = unwrapped(node);
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return false;
  const descriptor = call.arguments[0];
  return (
    call.expression.name.text === 'call' &&
    descriptor !== undefined &&
    ts.isIdentifier(descriptor) &&
    descriptor.text.endsWith('Call')
  );
}

/** Whether a function's body is only the return of a call through a descriptor. */
function onlyForwards(body: ts.ConciseBody | undefined): boolean {
  if (body === undefined) return false;
  if (!ts.isBlock(body)) return isDescriptorCall(body);
  const [only, ...rest] = body.statements;
  return (
    rest.length === 0 &&
    only !== undefined &&
    ts.isReturnStatement(only) &&
    only.expression !== undefined &&
    isDescriptorCall(only.expression)
  );
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names of a module's exported functions (declared or `const x = () => …`) that only forward a call. */
function forwardingFunctions(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return file.statements.flatMap((statement) => {
    if (!isExported(statement)) return [];
    if (ts.isFunctionDeclaration(statement))
      return onlyForwards(statement.body) ? [statement.name?.text ?? 'default'] : [];
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer && unwrapped(declaration.initializer);
      const forwards =
        value !== undefined &&
        (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) &&
        onlyForwards(value.body);
      return forwards ? [declaration.name.getText(file)] : [];
    });
  });
}

const trees = browserPackages().map((workspace) => walk(path.join(REPO, workspace, 'src')));
const sourceFiles = trees
  .flatMap((tree) => tree.files)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

describe('API calls in the browser packages', () => {
  it('tells a forwarding function from one that does more', () => {
    const forwarding = `
      export function getCoupon(client: HttpClient, code: string) {
        return client.call(getCouponCodeCall, { query: { code } });
      }
      export async function login(body: LoginRequest) {
        return await apiClient().call(loginCall, { body });
      }
      export const getSales = (client: HttpClient, query: QueryValues) =>
        client.call(getSalesCall, { query: query as never });
    `;
    expect(forwardingFunctions(forwarding)).toEqual(['getCoupon', 'login', 'getSales']);
    const more = `
      export function loadOrder(client: HttpClient, access: OrderAccess) {
        return access.kind === 'customer' ? client.call(getUserOrderCall, {}) : client.call(getGuestOrderCall, {});
      }
      export async function coupon(code: string) {
        const answer = await apiClient().call(getCouponCodeCall, { query: { code } });
        return answer.kind === 'ok' ? answer.data : undefined;
      }
      function notExported(client: HttpClient) {
        return client.call(getSalesCall, {});
      }
      export function javaEnabled() {
        return navigator.javaEnabled.call(navigator);
      }
    `;
    expect(forwardingFunctions(more)).toEqual([]);
  });

  it('finds the browser packages and their sources', () => {
    expect(browserPackages()).toEqual(expect.arrayContaining(['shell', 'remote-kit', 'mf-catalog']));
    expect(sourceFiles.length).toBeGreaterThan(100);
  });

  it('keep no api/ folder of call files', () => {
    const apiFolders = trees.flatMap((tree) => tree.folders).filter((dir) => path.basename(dir) === 'api');
    expect(apiFolders.map(relative)).toEqual([]);
  });

  it('export no function that only forwards to client.call', () => {
    const wrappers = sourceFiles.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('.call(')) return [];
      return forwardingFunctions(source, file).map((name) => `${relative(file)}: ${name}`);
    });
    expect(wrappers).toEqual([]);
  });
});
