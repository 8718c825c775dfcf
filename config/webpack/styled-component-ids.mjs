// Stable styled-components ids (docs/adr/0034). Without a compiler plugin, styled-components
// names each component after a page-wide counter: the nth styled() call the page evaluated. The
// server's render of a public page (shell/dist-ssr) and the browser evaluate the shell's modules
// in a different order, so the same component would get another class and hydration would not
// match. This TypeScript transformer (run by ts-loader in every build) gives each styled
// component an id from its file (relative to the repository) and its place in the file:
//   styled.div`...`          -> styled.div.withConfig({ componentId: 'sk3f9a2' })`...`
//   styled(Link).attrs(...)`` -> styled(Link).withConfig({ componentId: ... }).attrs(...)``
// The same source gives the same ids in every build and checkout (docs/adr/0024).
import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Five base-36 characters of the file's path; a clash between two files fails the build. */
function fileKey(relative) {
  const digest = createHash('sha256').update(relative).digest();
  return (digest.readUInt32BE(0) % 36 ** 5).toString(36).padStart(5, '0');
}

/** @returns {ts.TransformerFactory<ts.SourceFile>} */
export function styledComponentIds() {
  /** key -> file, across the files of one build */
  const owners = new Map();
  return (context) => (sourceFile) => {
    if (!sourceFile.text.includes('styled-components')) return sourceFile;
    let styled = null;
    for (const statement of sourceFile.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === 'styled-components' &&
        statement.importClause?.name
      ) {
        styled = statement.importClause.name.text;
      }
    }
    if (!styled) return sourceFile;
    const relative = path.relative(repoRoot, sourceFile.fileName).split(path.sep).join('/');
    const key = fileKey(relative);
    const owner = owners.get(key);
    if (owner !== undefined && owner !== relative) {
      throw new Error(`styled-component-ids: ${relative} and ${owner} share the key ${key}`);
    }
    owners.set(key, relative);

    const factory = context.factory;
    let index = 0;
    /** styled.x or styled(x) */
    const isStyledBase = (node) =>
      (ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === styled) ||
      (ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === styled);
    const withId = (base) =>
      factory.createCallExpression(
        factory.createPropertyAccessExpression(base, 'withConfig'),
        undefined,
        [
          factory.createObjectLiteralExpression([
            factory.createPropertyAssignment(
              'componentId',
              factory.createStringLiteral(`s${key}${(index++).toString(36)}`),
            ),
          ]),
        ],
      );
    const rewriteTag = (tag) => {
      if (isStyledBase(tag)) return withId(tag);
      // styled.x.attrs(...) / styled(x).attrs(...)
      if (
        ts.isCallExpression(tag) &&
        ts.isPropertyAccessExpression(tag.expression) &&
        tag.expression.name.text === 'attrs' &&
        isStyledBase(tag.expression.expression)
      ) {
        return factory.updateCallExpression(
          tag,
          factory.updatePropertyAccessExpression(
            tag.expression,
            withId(tag.expression.expression),
            tag.expression.name,
          ),
          tag.typeArguments,
          tag.arguments,
        );
      }
      return tag;
    };
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node)) {
        const tag = rewriteTag(node.tag);
        const template = ts.visitNode(node.template, visit);
        return factory.updateTaggedTemplateExpression(node, tag, node.typeArguments, template);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/**
 * The TypeScript rule of every build (the browser's and the server render's): ts-loader only
 * transpiles (type checking runs apart, `npm run typecheck`) and gives styled components their
 * stable ids.
 * @param {string} appDir the app's folder (its tsconfig.json)
 * @returns {import('webpack').RuleSetRule}
 */
export function typeScriptRule(appDir) {
  const styledIds = styledComponentIds();
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(appDir, 'tsconfig.json'),
        getCustomTransformers: () => ({ before: [styledIds] }),
      },
    },
  };
}
