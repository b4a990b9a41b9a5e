import { Link } from 'react-router-dom';
import { type Block, type Inline, type RichText, isRichText } from './content/legal-document';
import styles from './legal-page.module.css';

function InlineText({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline;
  if ('to' in inline) return <Link to={inline.to}>{inline.text}</Link>;
  const external = /^https?:/.test(inline.href);
  return (
    <a href={inline.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {inline.text}
    </a>
  );
}

export function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((inline, index) => <InlineText key={index} inline={inline} />);
}

function BlockView({ block }: { block: Block }) {
  if (isRichText(block)) {
    return (
      <p>
        <Rich text={block} />
      </p>
    );
  }
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={styles.list}>
        {block.list.map((item, index) => (
          <li key={index}>
            <Rich text={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <dl className={styles.facts}>
      {block.facts.map(({ term, detail }) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>
            <Rich text={detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Paragraphs, lists and term-detail pairs of a legal text, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}
