import { ArrowRight, Bookmark, Lightbulb, Mail, Menu, Search, Share2 } from 'lucide-react';
import styled from 'styled-components';
import { paint, role, T } from '../mockKit';
import { Page, Wrap, folded, medium, narrow } from './webPageParts';

/**
 * An article of a design magazine: "Hue & Form". A masthead with its sections, the article's head (eyebrow,
 * headline, standfirst, byline), a wide illustration of overlapping shapes, the body at a reading measure (a drop cap,
 * a pull quote, an inline link, a box of key takeaways, tags), a newsletter sign-up and three more articles.
 */

const SECTIONS = ['color', 'type', 'interfaces', 'craft', 'interviews', 'journal'];
const TAGS = ['theory', 'access', 'japan', 'systems'];
const MORE = ['dark', 'type', 'indigo'];

/** The shapes' fills, by class: each a role. */
const FILLS = `
  .p { fill: ${role('primary')}; } .pc { fill: ${role('primaryContainer')}; } .s { fill: ${role('secondary')}; }
  .sc { fill: ${role('secondaryContainer')}; } .t { fill: ${role('tertiary')}; } .tc { fill: ${role('tertiaryContainer')}; }
  .is { fill: ${role('inverseSurface')}; } .ip { fill: ${role('inversePrimary')}; } .io { fill: ${role('inverseOnSurface')}; }
  .ring { fill: none; stroke: ${role('tertiary')}; stroke-width: 28; } .ring.pc { stroke: ${role('primaryContainer')}; stroke-width: 8; }
`;

/** The thumbnails of the three more articles: a crescent at night, lines of text, an indigo vat seen from above. */
const THUMBS = [
  <>
    <rect className="is" width="400" height="300" />
    <circle className="ip" cx="230" cy="150" r="74" />
    <circle className="is" cx="266" cy="122" r="66" />
    {[[80, 70], [120, 210], [330, 60], [350, 230], [60, 150]].map(([x, y]) => <circle key={x} className="io" cx={x} cy={y} r="3" />)}
  </>,
  <>
    <rect className="sc" width="400" height="300" />
    {[260, 300, 220, 280, 150].map((w, i) => <rect key={w} className="s" x="56" y={62 + i * 40} width={w} height="14" rx="7" />)}
  </>,
  <>
    <rect className="pc" width="400" height="300" />
    <circle className="p" cx="200" cy="150" r="112" />
    <circle className="ring pc" cx="200" cy="150" r="78" />
    <circle className="t" cx="200" cy="150" r="40" />
  </>,
];

export function EditorialMock() {
  return (
    <Page>
      <Masthead><Wrap>
        <MastTop>
          <MastSide>
            <IconBox {...paint('icon', ['onSurface', 'surface', 'component'])}><Menu aria-hidden size={20} /></IconBox>
            <IconBox className="wide" {...paint('icon', ['onSurface', 'surface', 'component'])}><Search aria-hidden size={19} /></IconBox>
            <T as={Issue} k="masthead.issue" {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
          </MastSide>
          <Name>
            <MarkSvg viewBox="0 0 32 24" aria-hidden {...paint('logoMark', ['primary', 'surface', 'component'], ['tertiary', 'surface', 'component'])}>
              <circle className="p" cx="10" cy="12" r="9" />
              <circle className="t" cx="22" cy="12" r="9" />
            </MarkSvg>
            <T as={NameText} k="masthead.name" {...paint('magazineName', ['onSurface', 'surface', 'large'])} />
          </Name>
          <MastSide className="end">
            <T as={SignIn} k="masthead.signIn" {...paint('textLink', ['onSurface', 'surface', 'body'])} />
            <T as={SmallButton} k="masthead.subscribe" {...paint('primaryButton', ['onPrimary', 'primary', 'body'])} />
          </MastSide>
        </MastTop>
        <Sections>
          {SECTIONS.map((k) => (k === 'color'
            ? <T key={k} k={`masthead.sections.${k}`} className="on" {...paint('activeSectionLink', ['primary', 'surface', 'body'])} />
            : <T key={k} k={`masthead.sections.${k}`} {...paint('sectionLink', ['onSurfaceVariant', 'surface', 'body'])} />))}
        </Sections>
      </Wrap></Masthead>

      <Wrap>
        <Header>
          <T as={Eyebrow} k="article.eyebrow" {...paint('eyebrow', ['primary', 'surface', 'body'])} />
          <T as={Headline} k="article.title" {...paint('headline', ['onSurface', 'surface', 'large'])} />
          <T as={Standfirst} k="article.standfirst" {...paint('standfirst', ['onSurfaceVariant', 'surface', 'body'])} />
          <Byline>
            <T as={Avatar} k="article.initials" {...paint('avatar', ['onSecondaryContainer', 'secondaryContainer', 'body'])} />
            <span>
              <T as={Author} k="article.author" {...paint('authorName', ['onSurface', 'surface', 'body'])} />
              <Meta {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])}><T k="article.date" /><i /><T k="article.readTime" /></Meta>
            </span>
            <Tools>
              {[Bookmark, Share2].map((Icon, i) => (
                <IconCircle key={i} {...paint('iconButton', ['onSurfaceVariant', 'surface', 'component'], ['outline', 'surface', 'component'])}>
                  <Icon aria-hidden size={17} />
                </IconCircle>
              ))}
            </Tools>
          </Byline>
        </Header>

        <Figure>
          <Art viewBox="0 0 1200 520" preserveAspectRatio="xMidYMid slice" aria-hidden>
            <circle className="pc" cx="330" cy="300" r="230" />
            <circle className="p" cx="480" cy="220" r="136" />
            <circle className="sc" cx="820" cy="200" r="170" />
            <path className="ring" d="M600 560 A 240 240 0 0 1 1080 560" />
            <circle className="s" cx="880" cy="262" r="74" />
            <circle className="tc" cx="1070" cy="110" r="52" />
            <circle className="t" cx="180" cy="100" r="28" />
            <path className="tc" d="M0 520 V 400 A 120 120 0 0 1 120 520 Z" />
            {[0, 1, 2, 3, 4].map((i) => <circle key={i} className="p" cx={650 + i * 26} cy="70" r="7" />)}
          </Art>
          <T as={Caption} k="article.caption" {...paint('caption', ['onSurfaceVariant', 'surface', 'body'])} />
        </Figure>

        <Body>
          <T as={Lead} k="article.p1" {...paint('leadParagraph', ['onSurface', 'surface', 'body'], ['primary', 'surface', 'large'])} />
          <T as={Para} k="article.p2" {...paint('bodyText', ['onSurface', 'surface', 'body'])} />
          <T as={PullQuote} k="article.quote" {...paint('pullQuote', ['tertiary', 'surface', 'large'])} />
          <Para {...paint('bodyText', ['onSurface', 'surface', 'body'])}>
            <T k="article.p3a" />
            <T as={InlineLink} k="article.p3link" {...paint('inlineLink', ['primary', 'surface', 'body'])} />
            <T k="article.p3b" />
          </Para>
          <Takeaways>
            <TakeawaysHead {...paint('calloutTitle', ['onSecondaryContainer', 'secondaryContainer', 'body'])}>
              <Lightbulb aria-hidden size={18} />
              <T k="takeaways.title" />
            </TakeawaysHead>
            <ul>
              {[1, 2, 3].map((n) => <T as="li" key={n} k={`takeaways.t${n}`} {...paint('calloutText', ['onSecondaryContainer', 'secondaryContainer', 'body'])} />)}
            </ul>
          </Takeaways>
          <T as={Para} k="article.p4" {...paint('bodyText', ['onSurface', 'surface', 'body'])} />
          <Tags>
            <T k="article.tagsLabel" {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
            {TAGS.map((k) => <T as={Chip} key={k} k={`tags.${k}`} {...paint('chip', ['onSurface', 'surfaceContainer', 'body'])} />)}
          </Tags>
        </Body>

        <Newsletter>
          <IconTile {...paint('newsletterIcon', ['onPrimaryContainer', 'primaryContainer', 'component'])}><Mail aria-hidden size={22} /></IconTile>
          <T as={NewsTitle} k="newsletter.title" {...paint('heading', ['onSurface', 'surfaceContainer', 'large'])} />
          <T as={NewsText} k="newsletter.text" {...paint('mutedText', ['onSurfaceVariant', 'surfaceContainer', 'body'])} />
          <Form>
            <Input {...paint('input', ['outline', 'surface', 'component'], ['outline', 'surfaceContainer', 'component'])}>
              <T k="newsletter.placeholder" {...paint('inputPlaceholder', ['onSurfaceVariant', 'surface', 'body'])} />
            </Input>
            <T as={Button} k="newsletter.button" {...paint('primaryButton', ['onPrimary', 'primary', 'body'])} />
          </Form>
          <T as={Note} k="newsletter.note" {...paint('mutedText', ['onSurfaceVariant', 'surfaceContainer', 'body'])} />
        </Newsletter>
      </Wrap>

      <More><Wrap>
        <MoreHead>
          <T as={MoreTitle} k="more.title" {...paint('sectionHeading', ['onSurface', 'surface', 'large'])} />
          <ViewAll {...paint('link', ['primary', 'surface', 'body'])}><T k="more.all" /><ArrowRight aria-hidden size={16} /></ViewAll>
        </MoreHead>
        <Cards>
          {MORE.map((k, i) => (
            <Card key={k}>
              <Thumb viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden>{THUMBS[i]}</Thumb>
              <span>
                <T as={CardCategory} k={`more.${k}.category`} {...paint('eyebrow', ['primary', 'surface', 'body'])} />
                <T as={CardTitle} k={`more.${k}.title`} {...paint('cardTitle', ['onSurface', 'surface', 'body'])} />
                <T as={CardMeta} k={`more.${k}.meta`} {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
              </span>
            </Card>
          ))}
        </Cards>
        <Foot>
          <T as={FootName} k="masthead.name" {...paint('magazineName', ['onSurface', 'surface', 'body'])} />
          <T k="footer.copyright" {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
        </Foot>
      </Wrap></More>
    </Page>
  );
}

/** The reading column: about 65 characters of English, about 40 of Japanese (a wider face, so fewer). */
const column = 'max-width: 65ch; margin-inline: auto; font-size: 18px; &:lang(ja) { max-width: 41em; font-size: 17px; }';
const pill = 'display: inline-flex; align-items: center; justify-content: center; font-weight: 600; white-space: nowrap;';

const Masthead = styled.div`border-bottom: 1px solid ${role('outlineVariant')};`;
const MastTop = styled.div`display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 16px; height: 80px; ${narrow} { height: 64px; }`;
const MastSide = styled.span`
  display: flex; align-items: center; gap: 16px; min-width: 0; &.end { justify-content: flex-end; }
  .wide { ${narrow} { display: none; } }
`;
const IconBox = styled.span`display: inline-grid; place-items: center; color: ${role('onSurface')};`;
const Issue = styled.span`font-size: 13px; white-space: nowrap; color: ${role('onSurfaceVariant')}; ${medium} { display: none; }`;
const Name = styled.span`display: inline-flex; align-items: center; gap: 10px;`;
const MarkSvg = styled.svg`width: 32px; height: 24px; flex: none; ${FILLS} ${narrow} { display: none; }`;
const NameText = styled.span`
  font-size: 30px; font-weight: 800; letter-spacing: -0.035em; white-space: nowrap; color: ${role('onSurface')};
  &:lang(ja) { letter-spacing: 0.12em; } ${narrow} { font-size: 24px; }
`;
const SignIn = styled.span`font-size: 14.5px; font-weight: 500; white-space: nowrap; ${medium} { display: none; }`;
const SmallButton = styled.span`${pill} height: 38px; padding: 0 18px; border-radius: 999px; font-size: 14px; background: ${role('primary')}; color: ${role('onPrimary')};`;
const Sections = styled.div`
  display: flex; justify-content: center; gap: 32px; border-top: 1px solid ${role('outlineVariant')}; font-size: 14px; font-weight: 500;
  > span { position: relative; padding: 14px 0; color: ${role('onSurfaceVariant')}; }
  > .on { color: ${role('primary')}; font-weight: 600; }
  > .on::after { content: ''; position: absolute; inset: auto 0 -1px; height: 2px; background: ${role('primary')}; }
  ${medium} { gap: 22px; } ${narrow} { display: none; }
`;

const Header = styled.div`${column} display: grid; justify-items: start; gap: 18px; padding-top: clamp(40px, 7cqi, 80px);`;
const Eyebrow = styled.span`font-size: 13px; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: ${role('primary')};`;
const Headline = styled.span`
  font-size: clamp(34px, 5.2cqi, 54px); font-weight: 750; line-height: 1.08; letter-spacing: -0.032em; text-wrap: balance; white-space: pre-line; color: ${role('onSurface')};
  &:lang(ja) { font-size: clamp(28px, 4cqi, 40px); font-weight: 700; line-height: 1.45; letter-spacing: 0.02em; }
`;
const Standfirst = styled.span`
  font-size: clamp(18px, 2cqi, 21px); line-height: 1.55; color: ${role('onSurfaceVariant')}; text-wrap: pretty;
  &:lang(ja) { font-size: clamp(16.5px, 1.8cqi, 18px); line-height: 1.9; }
`;
const Byline = styled.div`
  display: flex; align-items: center; gap: 14px; width: 100%; margin-top: 10px; padding-top: 22px; border-top: 1px solid ${role('outlineVariant')};
  font-size: 14px; line-height: 1.4;
`;
const Avatar = styled.span`
  display: inline-grid; place-items: center; flex: none; width: 44px; height: 44px; border-radius: 50%; font-size: 15px; font-weight: 700;
  background: ${role('secondaryContainer')}; color: ${role('onSecondaryContainer')};
`;
const Author = styled.span`display: block; font-size: 15px; font-weight: 600; color: ${role('onSurface')};`;
const Meta = styled.span`
  display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; color: ${role('onSurfaceVariant')};
  > i { width: 3px; height: 3px; border-radius: 50%; background: ${role('onSurfaceVariant')}; }
`;
const Tools = styled.span`display: flex; gap: 8px; margin-left: auto;`;
const IconCircle = styled.span`
  display: inline-grid; place-items: center; width: 38px; height: 38px; border-radius: 50%;
  border: 1px solid ${role('outline')}; color: ${role('onSurfaceVariant')};
`;

const Figure = styled.figure`max-width: 1040px; margin: clamp(32px, 5cqi, 56px) auto 0;`;
const Art = styled.svg`
  display: block; width: 100%; aspect-ratio: 21 / 9; border-radius: 20px; background: ${role('surfaceContainer')}; ${FILLS}
  ${narrow} { aspect-ratio: 4 / 3; border-radius: 14px; }
`;
const Caption = styled.span`display: block; margin-top: 12px; font-size: 13.5px; line-height: 1.5; color: ${role('onSurfaceVariant')};`;

const Body = styled.div`
  ${column} margin-top: clamp(36px, 5cqi, 56px); line-height: 1.75; color: ${role('onSurface')};
  &:lang(ja) { line-height: 1.85; letter-spacing: 0.03em; }
`;
const Para = styled.span`display: block; margin-bottom: 1.4em; text-wrap: pretty;`;
const Lead = styled(Para)`
  &::first-letter { float: left; margin: 0.08em 0.1em 0 0; font-size: 3.6em; font-weight: 700; line-height: 0.82; color: ${role('primary')}; }
  &:lang(ja)::first-letter { margin: 0.12em 0.14em 0 0; font-size: 2.9em; line-height: 1; }
`;
const PullQuote = styled.span`
  display: block; margin: 2em 0; padding: 4px 0 4px 26px; border-left: 4px solid ${role('tertiary')};
  font-size: clamp(24px, 2.8cqi, 29px); font-weight: 600; line-height: 1.35; letter-spacing: -0.015em; color: ${role('tertiary')}; text-wrap: balance;
  &:lang(ja) { font-size: 24px; line-height: 1.7; letter-spacing: 0.04em; }
`;
const InlineLink = styled.span`
  color: ${role('primary')}; text-decoration: underline; text-decoration-thickness: 0.07em; text-underline-offset: 0.2em;
`;
const Takeaways = styled.div`
  margin: 2em 0; padding: 24px 28px; border-radius: 18px; background: ${role('secondaryContainer')}; color: ${role('onSecondaryContainer')};
  ul { display: grid; gap: 10px; margin: 14px 0 0; padding: 0; list-style: none; }
  li { position: relative; padding-left: 22px; font-size: 16.5px; line-height: 1.6; } li:lang(ja) { font-size: 15.5px; line-height: 1.8; }
  li::after { content: ''; position: absolute; left: 3px; top: 0.65em; width: 7px; height: 7px; border-radius: 50%; background: ${role('onSecondaryContainer')}; }
`;
const TakeawaysHead = styled.span`display: flex; align-items: center; gap: 10px; font-size: 15px; font-weight: 700; letter-spacing: 0.02em;`;
const Tags = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 2.2em; padding-top: 1.4em;
  border-top: 1px solid ${role('outlineVariant')}; font-size: 14px; line-height: 1.4; letter-spacing: 0; color: ${role('onSurfaceVariant')};
  > :first-child { margin-right: 6px; }
`;
const Chip = styled.span`padding: 6px 14px; border-radius: 999px; font-weight: 500; background: ${role('surfaceContainer')}; color: ${role('onSurface')};`;

const Newsletter = styled.div`
  ${column} display: grid; justify-items: start; gap: 12px; margin-top: 56px; margin-bottom: clamp(56px, 8cqi, 88px);
  padding: clamp(24px, 4cqi, 40px); border-radius: 24px; background: ${role('surfaceContainer')}; line-height: 1.5;
`;
const IconTile = styled.span`
  display: inline-grid; place-items: center; width: 48px; height: 48px; margin-bottom: 6px; border-radius: 14px;
  background: ${role('primaryContainer')}; color: ${role('onPrimaryContainer')};
`;
const NewsTitle = styled.span`font-size: 24px; font-weight: 700; letter-spacing: -0.02em; color: ${role('onSurface')}; &:lang(ja) { letter-spacing: 0.02em; }`;
const NewsText = styled.span`font-size: 16px; line-height: 1.6; color: ${role('onSurfaceVariant')}; &:lang(ja) { font-size: 15px; line-height: 1.85; }`;
const Form = styled.div`display: flex; gap: 10px; width: 100%; margin-top: 8px; ${narrow} { flex-direction: column; }`;
const Input = styled.span`
  display: flex; align-items: center; flex: 1; min-width: 0; height: 50px; padding: 0 16px; border-radius: 12px;
  border: 1px solid ${role('outline')}; background: ${role('surface')}; font-size: 15px; color: ${role('onSurfaceVariant')};
`;
const Button = styled.span`${pill} height: 50px; padding: 0 24px; border-radius: 12px; font-size: 15px; background: ${role('primary')}; color: ${role('onPrimary')};`;
const Note = styled.span`font-size: 13px; color: ${role('onSurfaceVariant')};`;

const More = styled.div`padding-top: clamp(48px, 7cqi, 72px); border-top: 1px solid ${role('outlineVariant')};`;
const MoreHead = styled.div`display: flex; align-items: baseline; justify-content: space-between; gap: 16px; margin-bottom: 28px;`;
const MoreTitle = styled.span`font-size: 24px; font-weight: 700; letter-spacing: -0.02em; color: ${role('onSurface')}; &:lang(ja) { letter-spacing: 0.02em; }`;
const ViewAll = styled.span`display: inline-flex; align-items: center; gap: 6px; font-size: 14.5px; font-weight: 600; white-space: nowrap; color: ${role('primary')};`;
const Cards = styled.div`
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 28px;
  ${folded} { grid-template-columns: minmax(0, 1fr); gap: 20px; }
`;
const Card = styled.div`
  display: grid; align-content: start; gap: 16px; > span { display: grid; gap: 6px; }
  ${folded} { grid-template-columns: 112px minmax(0, 1fr); align-items: center; }
`;
const Thumb = styled.svg`display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; border-radius: 14px; ${FILLS} ${folded} { aspect-ratio: 1; }`;
const CardCategory = styled.span`font-size: 12px; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: ${role('primary')};`;
const CardTitle = styled.span`
  font-size: 17.5px; font-weight: 650; line-height: 1.35; letter-spacing: -0.01em; color: ${role('onSurface')}; text-wrap: pretty;
  &:lang(ja) { font-size: 16.5px; line-height: 1.6; letter-spacing: 0.01em; } ${narrow} { font-size: 16px; }
`;
const CardMeta = styled.span`font-size: 13.5px; color: ${role('onSurfaceVariant')};`;
const Foot = styled.div`
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 24px; margin-top: clamp(48px, 7cqi, 72px);
  padding: 24px 0 36px; border-top: 1px solid ${role('outlineVariant')}; font-size: 13px; color: ${role('onSurfaceVariant')};
`;
const FootName = styled.span`font-size: 15px; font-weight: 800; letter-spacing: -0.02em; color: ${role('onSurface')}; &:lang(ja) { letter-spacing: 0.1em; }`;
