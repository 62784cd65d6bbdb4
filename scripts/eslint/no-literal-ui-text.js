/**
 * ESLint rule `caps/no-literal-ui-text`: the web client's words live in its message catalogues (apps/web/src/i18n/),
 * never in a component. Reports text written in JSX (`<p>Games</p>`, `{'Games'}`, `{won ? 'Won' : 'Lost'}`) and
 * string literals given to props a person reads (label, title, aria-label, placeholder, alt, helperText and every
 * prop named …Label, …Text, …Title, …Message). A string without a letter (`·`, `—`, `11:8`) is not text to translate.
 */

/** Props whose value a person reads or hears. */
const TEXT_PROPS =
  /^(label|title|placeholder|alt|helperText|tooltip|caption|description|message|text|heading|subheader|subtitle|primary|secondary|aria-label|aria-description|aria-valuetext|aria-roledescription|aria-placeholder)$|(Label|Text|Title|Message|Caption|Description|Heading)$/;

const hasLetter = (text) => /\p{L}/u.test(text);

/** The string parts of an expression that end up as text: literals, template quasis and both sides of `?:`, `&&`, `||`, `??`. */
function literalParts(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join(' ') }];
    case 'ConditionalExpression':
      return [...literalParts(node.consequent), ...literalParts(node.alternate)];
    case 'LogicalExpression':
      return [...literalParts(node.left), ...literalParts(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalParts(node.expression);
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'UI text comes from the message catalogues (t(key)), not from literals in components' },
    schema: [],
    messages: {
      text: 'Literal UI text "{{text}}": put it in the message catalogues (apps/web/src/i18n/messages) and use t(key).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    const reportParts = (expression) => {
      for (const part of literalParts(expression)) if (hasLetter(part.text)) report(part.node, part.text);
    };
    return {
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') reportParts(node.expression);
      },
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXNamespacedName'
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (!TEXT_PROPS.test(name) || !node.value) return;
        if (node.value.type === 'Literal') reportParts(node.value);
        else if (node.value.type === 'JSXExpressionContainer') reportParts(node.value.expression);
      },
    };
  },
};
