/**
 * The project's own lint rules (README.md "Where things go": a query, time). Plain AST checks, scoped to files by
 * eslint.config.js; each rule names the home the code belongs in.
 */

/** Text that reads as an SQL statement: SELECT … FROM, INSERT INTO, DELETE FROM, UPDATE t SET, in capitals as written here. */
const SQL_STATEMENT = /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT\s+INTO\b|\bDELETE\s+FROM\b|\bUPDATE\s+"?\w+"?\s+SET\b/;

const textOf = (node) => (node.type === 'TemplateLiteral' ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('${}') : node.value);

/** `x.name(…)` or `x.name<T>(…)`, also `x?.name(…)`. */
const calledMethod = (node) =>
  node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.type === 'Identifier'
    ? node.callee.property.name
    : null;

/** `.query(` on a manager, data source, query runner or pool; a class's own `this.query(…)` is its business. */
const isRawQuery = (node) =>
  node.type === 'CallExpression' && calledMethod(node) === 'query' && node.callee.object.type !== 'ThisExpression';

const noSqlOutsideRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Query-builder and raw SQL live in a module’s *.repository.ts or *-sql.ts file.' },
    schema: [],
    messages: {
      sql: '{{what}} belongs in the module’s repository (<thing>.repository.ts or <thing>-sql.ts): services hold rules and orchestration only.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const method = calledMethod(node);
        if (method === 'createQueryBuilder') context.report({ node, messageId: 'sql', data: { what: 'A query builder' } });
        else if (isRawQuery(node)) context.report({ node, messageId: 'sql', data: { what: 'Raw SQL (.query)' } });
      },
      // A statement handed to `.query(` is reported there, once.
      TemplateLiteral(node) {
        if (SQL_STATEMENT.test(textOf(node)) && !isRawQuery(node.parent))
          context.report({ node, messageId: 'sql', data: { what: 'An SQL statement' } });
      },
      Literal(node) {
        if (typeof node.value === 'string' && SQL_STATEMENT.test(node.value) && !isRawQuery(node.parent))
          context.report({ node, messageId: 'sql', data: { what: 'An SQL statement' } });
      },
    };
  },
};

const noWallClock = {
  meta: {
    type: 'problem',
    docs: { description: 'What time it is comes from the injected Clock (src/common/time/clock.ts).' },
    schema: [],
    messages: {
      newDate:
        'Ask the injected Clock (`clock.now()`, src/common/time/clock.ts) instead of `new Date()`, so tests can stand on a deadline.',
      dateNow:
        'Ask the injected Clock (`clock.now()`, src/common/time/clock.ts) instead of `Date.now()`; for a duration use `performance.now()`.',
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0)
          context.report({ node, messageId: 'newDate' });
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Date' &&
          !callee.computed &&
          callee.property.name === 'now'
        )
          context.report({ node, messageId: 'dateNow' });
      },
    };
  },
};

export default {
  meta: { name: 'local' },
  rules: { 'no-sql-outside-repositories': noSqlOutsideRepositories, 'no-wall-clock': noWallClock },
};
