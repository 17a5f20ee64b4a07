import { ArrowRight, CalendarDays, Check, FileText, Inbox, LayoutList, ListChecks, Map as MapIcon, Menu, Quote, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { paint, role, T, type MockRole } from '../mockKit';
import { Page, Wrap, folded, medium, narrow } from './webPageParts';

/**
 * A marketing landing page: "Tsumugi", a calm planning and docs app for small teams. A top bar, a hero with
 * a product picture drawn from shapes (an app window with a board and an AI summary), a logo strip, three features,
 * three pricing tiers, a testimonial, a call to action on primary and a footer on the inverse surface.
 */


const NAV = ['product', 'solutions', 'pricing', 'changelog'];
const SIDE = [{ k: 'inbox', Icon: Inbox }, { k: 'tasks', Icon: ListChecks }, { k: 'roadmap', Icon: MapIcon }, { k: 'docs', Icon: FileText }];
const PEOPLE: Record<string, readonly [MockRole, MockRole]> = { a: ['primary', 'onPrimary'], b: ['tertiary', 'onTertiary'], c: ['secondary', 'onSecondary'] };
const TINTS: Record<string, readonly [MockRole, MockRole]> = {
  primary: ['primaryContainer', 'onPrimaryContainer'], secondary: ['secondaryContainer', 'onSecondaryContainer'], tertiary: ['tertiaryContainer', 'onTertiaryContainer'] };
const COLUMNS = [
  { k: 'doing', tasks: [{ k: 't1', tint: 'tertiary', who: 'a', bar: true }, { k: 't2', tint: 'primary', who: 'b' }] },
  { k: 'review', tasks: [{ k: 't3', tint: 'secondary', who: 'c' }, { k: 't4', tint: 'primary', who: 'a' }] },
];
const LOGOS = ['a', 'b', 'c', 'd', 'e'];
const FEATURES = [{ k: 'plans', Icon: LayoutList, tint: 'primary' }, { k: 'docs', Icon: FileText, tint: 'secondary' }, { k: 'ai', Icon: Sparkles, tint: 'tertiary' }];
const TIERS = ['free', 'team', 'business'] as const;
const BUTTONS = {
  free: { el: 'outlinedButton', pairs: [['onSurface', 'surface', 'body'], ['outline', 'surface', 'component']] },
  team: { el: 'primaryButton', pairs: [['onPrimary', 'primary', 'body']] },
  business: { el: 'tonalButton', pairs: [['onSecondaryContainer', 'secondaryContainer', 'body']] },
} as const;
const FOOTER = ['product', 'company', 'resources'];
const FOUR = [1, 2, 3, 4];

/** The brand's mark: a rounded square with two threads woven through it. */
function LogoMark({ inverse = false }: { inverse?: boolean }) {
  const [fill, thread, behind]: MockRole[] = inverse ? ['inversePrimary', 'inverseSurface', 'inverseSurface'] : ['primary', 'onPrimary', 'background'];
  return (
    <LogoSvg viewBox="0 0 28 28" aria-hidden {...paint('logoMark', [fill, behind, 'component'], [thread, fill, 'component'])}>
      <rect width="28" height="28" rx="8" style={{ fill: role(fill) }} />
      <path d="M6.5 11c5-4 10 4 15 0M6.5 17c5-4 10 4 15 0" style={{ stroke: role(thread) }} />
    </LogoSvg>
  );
}

/**
 * A person's initials in a circle of two roles, `size` px across with its initials `font` px: two letters keep a
 * third of the circle clear around them, so a stack's next avatar covers only the edge.
 */
function Avatar({ k, bg, fg, size, font }: { k: string; bg: MockRole; fg: MockRole; size: number; font: number }) {
  const style = { background: role(bg), color: role(fg), width: size, height: size, fontSize: font };
  return <T as={Circle} k={k} style={style} {...paint('avatar', [fg, bg, 'body'])} />;
}

/** A section's head (the features, the pricing): its eyebrow, title and lead, read on the section's background `bg`. */
function SectionIntro({ section, bg }: { section: string; bg: MockRole }) {
  return (
    <SectionHead>
      <T as={Eyebrow} k={`${section}.eyebrow`} {...paint('eyebrow', ['primary', bg, 'body'])} />
      <T as={Title} k={`${section}.title`} {...paint('heading', ['onSurface', bg, 'large'])} />
      <T as={Lead} k={`${section}.lead`} {...paint('mutedText', ['onSurfaceVariant', bg, 'body'])} />
    </SectionHead>
  );
}

/** The hero's picture of the product: a window with the sidebar and a board of tasks, and an AI summary over its edge. */
function ProductShot() {
  return (
    <Shot>
      <Window>
        <Chrome><i /><i /><i /><T k="app.path" {...paint('windowTitle', ['onSurfaceVariant', 'surface', 'body'])} /></Chrome>
        <App>
          <Side>
            <Workspace>
              <T as={Square} k="app.initial" {...paint('workspaceIcon', ['onPrimary', 'primary', 'body'])} />
              <T k="app.workspace" {...paint('workspaceName', ['onSurface', 'surface', 'body'])} />
            </Workspace>
            {SIDE.map(({ k, Icon }) => (
              <SideItem key={k} className={k === 'roadmap' ? 'on' : undefined} {...(k === 'roadmap'
                ? paint('activeSidebarItem', ['onSecondaryContainer', 'secondaryContainer', 'body'])
                : paint('sidebarItem', ['onSurfaceVariant', 'surface', 'body']))}>
                <Icon aria-hidden size={14} /><T k={`app.nav.${k}`} />
              </SideItem>
            ))}
          </Side>
          <Board>
            <BoardHead>
              <T as={BoardTitle} k="app.board" {...paint('boardTitle', ['onSurface', 'surfaceContainer', 'body'])} />
              <Stack>{Object.entries(PEOPLE).map(([who, [bg, fg]]) => <Avatar key={who} k={`app.people.${who}`} bg={bg} fg={fg} size={30} font={10} />)}</Stack>
            </BoardHead>
            <Columns>
              {COLUMNS.map((column) => (
                <Column key={column.k}>
                  <T as={ColumnLabel} k={`app.columns.${column.k}`} {...paint('columnLabel', ['onSurfaceVariant', 'surfaceContainer', 'body'])} />
                  {column.tasks.map(({ k, tint, who, ...task }) => (
                    <Task key={k}>
                      <T as={Tag} k={`app.tasks.${k}.tag`} style={{ background: role(TINTS[tint][0]), color: role(TINTS[tint][1]) }}
                        {...paint('tag', [TINTS[tint][1], TINTS[tint][0], 'body'])} />
                      <T as={TaskTitle} k={`app.tasks.${k}.title`} {...paint('taskTitle', ['onSurface', 'surface', 'body'])} />
                      {'bar' in task ? <Progress {...paint('progressBar', ['primary', 'surface', 'component'])}><i /></Progress> : null}
                      <TaskFoot>
                        <Due {...paint('dueDate', ['onSurfaceVariant', 'surface', 'body'])}><CalendarDays aria-hidden size={12} /><T k={`app.tasks.${k}.due`} /></Due>
                        <Avatar k={`app.people.${who}`} bg={PEOPLE[who][0]} fg={PEOPLE[who][1]} size={22} font={9} />
                      </TaskFoot>
                    </Task>
                  ))}
                </Column>
              ))}
            </Columns>
          </Board>
        </App>
      </Window>
      <Summary {...paint('aiSummary', ['inverseOnSurface', 'inverseSurface', 'body'])}>
        <Sparkles aria-hidden size={18} {...paint('summaryIcon', ['inversePrimary', 'inverseSurface', 'component'])} />
        <span><T as={SummaryTitle} k="app.summary.title" {...paint('summaryTitle', ['inversePrimary', 'inverseSurface', 'body'])} /><T k="app.summary.text" /></span>
      </Summary>
    </Shot>
  );
}

export function LandingMock() {
  return (
    <Page>
      <Top><Wrap>
        <Nav>
          <Brand><LogoMark /><T as={Wordmark} k="brand" {...paint('wordmark', ['onBackground', 'background', 'body'])} /></Brand>
          <NavLinks>{NAV.map((k) => <T key={k} k={`nav.${k}`} {...paint('navLink', ['onBackground', 'background', 'body'])} />)}</NavLinks>
          <NavEnd>
            <T as={Login} k="nav.login" {...paint('textLink', ['onBackground', 'background', 'body'])} />
            <T as={SmallButton} k="nav.cta" {...paint('primaryButton', ['onPrimary', 'primary', 'body'])} />
            <MenuIcon {...paint('menuIcon', ['onBackground', 'background', 'component'])}><Menu aria-hidden size={22} /></MenuIcon>
          </NavEnd>
        </Nav>
        <Hero>
          <HeroCopy>
            <Announce {...paint('announcement', ['onPrimaryContainer', 'primaryContainer', 'body'])}>
              <T as={NewTag} k="hero.badge" {...paint('badge', ['onPrimary', 'primary', 'body'])} />
              <T k="hero.announce" />
              <ArrowRight aria-hidden size={14} />
            </Announce>
            <T as={Headline} k="hero.title" {...paint('heading', ['onBackground', 'background', 'large'])} />
            <T as={Sub} k="hero.subtitle" {...paint('bodyText', ['onBackground', 'background', 'body'])} />
            <Actions>
              <BigButton {...paint('primaryButton', ['onPrimary', 'primary', 'body'])}><T k="hero.primary" /><ArrowRight aria-hidden size={17} /></BigButton>
              <T as={GhostButton} k="hero.secondary" {...paint('outlinedButton', ['onBackground', 'background', 'body'], ['outline', 'background', 'component'])} />
            </Actions>
            <Trust>
              {['trust1', 'trust2'].map((k) => (<span key={k}>
                <Check aria-hidden size={16} {...paint('checkIcon', ['primary', 'background', 'component'])} />
                <T k={`hero.${k}`} {...paint('caption', ['onBackground', 'background', 'body'])} />
              </span>))}
            </Trust>
          </HeroCopy>
          <ProductShot />
        </Hero>
      </Wrap></Top>
      <Logos><Wrap>
        <T as={LogosLabel} k="logos.label" {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
        <LogoRow>{LOGOS.map((k) => <T key={k} k={`logos.${k}`} {...paint('customerLogo', ['onSurfaceVariant', 'surface', 'body'])} />)}</LogoRow>
      </Wrap></Logos>
      <Section><Wrap>
        <SectionIntro section="features" bg="surface" />
        <FeatureGrid>
          {FEATURES.map(({ k, Icon, tint: t }) => (
            <Feature key={k}>
              <IconTile style={{ background: role(TINTS[t][0]), color: role(TINTS[t][1]) }} {...paint('featureIcon', [TINTS[t][1], TINTS[t][0], 'component'])}>
                <Icon aria-hidden size={22} /></IconTile>
              <T as={CardTitle} k={`features.${k}.title`} {...paint('cardTitle', ['onSurface', 'surfaceContainer', 'body'])} />
              <T as={CardText} k={`features.${k}.text`} {...paint('mutedText', ['onSurfaceVariant', 'surfaceContainer', 'body'])} />
              <CardLink {...paint('link', ['primary', 'surfaceContainer', 'body'])}><T k="features.more" /><ArrowRight aria-hidden size={15} /></CardLink>
            </Feature>
          ))}
        </FeatureGrid>
      </Wrap></Section>
      <Band><Wrap>
        <SectionIntro section="pricing" bg="surfaceContainer" />
        <Tiers>
          {TIERS.map((k) => (
            <Tier key={k} className={k} {...(k === 'team' ? paint('highlightedCard', ['primary', 'surfaceContainer', 'component']) : {})}>
              <TierHead>
                <T as={PlanName} k={`pricing.${k}.name`} {...paint('planName', ['onSurface', 'surface', 'body'])} />
                {k === 'team' ? <T as={Popular} k="pricing.popular" {...paint('badge', ['onPrimary', 'primary', 'body'])} /> : null}
              </TierHead>
              <T as={TierText} k={`pricing.${k}.desc`} {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
              <PriceRow>
                <T as={Price} k={`pricing.${k}.price`} {...paint('price', ['onSurface', 'surface', 'large'])} />
                <T as={TierText} k={`pricing.${k}.period`} {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} />
              </PriceRow>
              <T as={TierButton} className={k} k={`pricing.${k}.cta`} {...paint(BUTTONS[k].el, ...BUTTONS[k].pairs)} />
              <Included>
                {FOUR.map((n) => (<li key={n}>
                  <Check aria-hidden size={16} {...paint('checkIcon', ['primary', 'surface', 'component'])} />
                  <T k={`pricing.${k}.f${n}`} {...paint('listItem', ['onSurface', 'surface', 'body'])} />
                </li>))}
              </Included>
            </Tier>
          ))}
        </Tiers>
      </Wrap></Band>
      <Section><Wrap>
        <Testimonial>
          <Quote aria-hidden size={34} {...paint('quoteIcon', ['tertiary', 'surface', 'component'])} />
          <T as={QuoteText} k="quote.text" {...paint('quote', ['onSurface', 'surface', 'large'])} />
          <Person>
            <Avatar k="quote.initials" bg="tertiaryContainer" fg="onTertiaryContainer" size={46} font={18} />
            <span><T as={PersonName} k="quote.name" {...paint('authorName', ['onSurface', 'surface', 'body'])} />
              <T as={PersonRole} k="quote.role" {...paint('mutedText', ['onSurfaceVariant', 'surface', 'body'])} /></span>
          </Person>
        </Testimonial>
        <Cta>
          <span><T as={CtaTitle} k="cta.title" {...paint('heading', ['onPrimary', 'primary', 'large'])} />
            <T as={CtaText} k="cta.text" {...paint('bodyText', ['onPrimary', 'primary', 'body'])} /></span>
          <Actions>
            <T as={CtaButton} k="cta.button" {...paint('ctaButton', ['primary', 'surface', 'body'])} />
            <CtaLink {...paint('textLink', ['onPrimary', 'primary', 'body'])}><T k="cta.link" /><ArrowRight aria-hidden size={16} /></CtaLink>
          </Actions>
        </Cta>
      </Wrap></Section>
      <Footer><Wrap>
        <FootGrid>
          <FootBrand>
            <Brand><LogoMark inverse /><T as={Wordmark} k="brand" {...paint('wordmark', ['inverseOnSurface', 'inverseSurface', 'body'])} /></Brand>
            <T k="footer.tagline" {...paint('footerText', ['inverseOnSurface', 'inverseSurface', 'body'])} />
          </FootBrand>
          {FOOTER.map((col) => (
            <FootColumn key={col}>
              <T as={FootHead} k={`footer.${col}.title`} {...paint('footerHeading', ['inversePrimary', 'inverseSurface', 'body'])} />
              {FOUR.map((n) => <T key={n} k={`footer.${col}.l${n}`} {...paint('footerLink', ['inverseOnSurface', 'inverseSurface', 'body'])} />)}
            </FootColumn>
          ))}
        </FootGrid>
        <FootBottom>
          <T k="footer.copyright" {...paint('copyright', ['inverseOnSurface', 'inverseSurface', 'body'])} />
          <span>{['privacy', 'terms'].map((k) => <T key={k} k={`footer.${k}`} {...paint('footerLink', ['inverseOnSurface', 'inverseSurface', 'body'])} />)}</span>
        </FootBottom>
      </Wrap></Footer>
    </Page>
  );
}

const pill = 'display: inline-flex; align-items: center; justify-content: center; gap: 8px; border-radius: 999px; font-weight: 600; white-space: nowrap;';
const jaHeading = '&:lang(ja) { line-height: 1.4; letter-spacing: 0.01em; }';
const Top = styled.div`background: ${role('background')}; color: ${role('onBackground')}; padding-bottom: clamp(56px, 8cqi, 96px);`;
const Nav = styled.div`display: flex; align-items: center; gap: 32px; height: 72px; ${narrow} { gap: 16px; }`;
const Brand = styled.span`display: inline-flex; align-items: center; gap: 10px;`;
const LogoSvg = styled.svg`width: 28px; height: 28px; flex: none; path { fill: none; stroke-width: 2.4; stroke-linecap: round; }`;
const Wordmark = styled.span`font-size: 18px; font-weight: 700; letter-spacing: -0.02em;`;
const NavLinks = styled.span`display: flex; flex: 1; gap: 28px; font-size: 14.5px; font-weight: 500; ${medium} { gap: 20px; } ${folded} { display: none; }`;
const NavEnd = styled.span`display: flex; align-items: center; gap: 20px; margin-left: auto; ${narrow} { gap: 12px; }`;
const Login = styled.span`font-size: 14.5px; font-weight: 500; ${medium} { display: none; }`;
const SmallButton = styled.span`${pill} height: 38px; padding: 0 18px; font-size: 14px; background: ${role('primary')}; color: ${role('onPrimary')};`;
const MenuIcon = styled.span`display: none; color: ${role('onBackground')}; ${folded} { display: inline-grid; place-items: center; }`;
const Hero = styled.div`
  display: grid; grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr); align-items: center; gap: 56px; padding-top: clamp(32px, 6cqi, 72px);
  ${medium} { grid-template-columns: minmax(0, 1fr); }
`;
const HeroCopy = styled.div`display: grid; justify-items: start; gap: 24px;`;
const Announce = styled.span`
  display: inline-flex; align-items: center; gap: 10px; padding: 4px 14px 4px 4px; border-radius: 999px; font-size: 13.5px; font-weight: 500;
  background: ${role('primaryContainer')}; color: ${role('onPrimaryContainer')};
`;
const NewTag = styled.span`padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 600; background: ${role('primary')}; color: ${role('onPrimary')};`;
const Headline = styled.span`
  font-size: clamp(38px, 5.4cqi, 60px); font-weight: 700; line-height: 1.04; letter-spacing: -0.035em; text-wrap: balance; white-space: pre-line;
  &:lang(ja) { font-size: clamp(30px, 4.2cqi, 46px); line-height: 1.35; letter-spacing: 0.02em; }
`;
const Sub = styled.span`max-width: 34em; font-size: clamp(16.5px, 1.7cqi, 18.5px); line-height: 1.6; &:lang(ja) { line-height: 1.85; }`;
const Actions = styled.div`display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-top: 4px;`;
const BigButton = styled.span`${pill} height: 48px; padding: 0 22px; font-size: 15.5px; background: ${role('primary')}; color: ${role('onPrimary')};`;
const GhostButton = styled.span`${pill} height: 48px; padding: 0 22px; font-size: 15.5px; border: 1px solid ${role('outline')}; color: ${role('onBackground')};`;
const Trust = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px 20px; font-size: 13.5px;
  > span { display: inline-flex; align-items: center; gap: 6px; } svg { flex: none; color: ${role('primary')}; }
`;
const Shot = styled.div`
  position: relative; padding: clamp(16px, 2.4cqi, 26px) clamp(16px, 2.4cqi, 26px) clamp(16px, 5cqi, 56px); border-radius: 28px;
  background: linear-gradient(150deg, ${role('primaryContainer')}, ${role('tertiaryContainer')});
`;
const Window = styled.div`
  overflow: hidden; border-radius: 14px; border: 1px solid ${role('outlineVariant')}; background: ${role('surface')}; font-size: 12.5px; line-height: 1.35;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06), 0 24px 48px -16px rgba(0, 0, 0, 0.22);
`;
const Chrome = styled.div`
  display: flex; align-items: center; gap: 6px; height: 34px; padding: 0 12px; border-bottom: 1px solid ${role('outlineVariant')};
  > i { width: 9px; height: 9px; border-radius: 50%; background: ${role('outlineVariant')}; }
  > span { flex: 1; padding-right: 40px; text-align: center; font-size: 11.5px; color: ${role('onSurfaceVariant')}; }
`;
const App = styled.div`display: grid; grid-template-columns: 136px minmax(0, 1fr); ${narrow} { grid-template-columns: minmax(0, 1fr); }`;
const Side = styled.div`display: grid; align-content: start; gap: 2px; padding: 12px 10px; border-right: 1px solid ${role('outlineVariant')}; ${narrow} { display: none; }`;
const Workspace = styled.span`display: flex; align-items: center; gap: 8px; padding: 2px 6px 12px; font-weight: 600; color: ${role('onSurface')};`;
const Square = styled.span`
  display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 6px; font-size: 11px; font-weight: 700;
  background: ${role('primary')}; color: ${role('onPrimary')};
`;
const SideItem = styled.span`
  display: flex; align-items: center; gap: 7px; padding: 6px 8px; border-radius: 8px; font-weight: 500; color: ${role('onSurfaceVariant')};
  &.on { background: ${role('secondaryContainer')}; color: ${role('onSecondaryContainer')}; }
`;
const Board = styled.div`display: grid; gap: 12px; align-content: start; padding: 14px 16px 18px; background: ${role('surfaceContainer')};`;
const BoardHead = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 12px;`;
const BoardTitle = styled.span`font-size: 14.5px; font-weight: 650; color: ${role('onSurface')};`;
/** The board's people: each avatar ringed in the board's ground, the next overlapping only the ring and the edge of the one before. */
const Stack = styled.span`display: flex; > * { border: 2px solid ${role('surfaceContainer')}; } > * + * { margin-left: -5px; }`;
const Circle = styled.span`display: inline-grid; place-items: center; flex: none; border-radius: 50%; font-weight: 700; line-height: 1;`;
const Columns = styled.div`
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; ${narrow} { grid-template-columns: minmax(0, 1fr); > :last-child { display: none; } }
`;
const Column = styled.div`display: grid; align-content: start; gap: 8px;`;
const ColumnLabel = styled.span`font-size: 11px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: ${role('onSurfaceVariant')};`;
const Task = styled.div`
  display: grid; gap: 8px; padding: 11px 12px; border-radius: 10px; border: 1px solid ${role('outlineVariant')}; background: ${role('surface')};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05);
`;
const Tag = styled.span`justify-self: start; padding: 2px 8px; border-radius: 999px; font-size: 10.5px; font-weight: 600;`;
const TaskTitle = styled.span`font-weight: 550; color: ${role('onSurface')};`;
const Progress = styled.span`
  height: 4px; border-radius: 99px; background: ${role('surfaceContainer')};
  > i { display: block; width: 62%; height: 100%; border-radius: inherit; background: ${role('primary')}; }
`;
const TaskFoot = styled.span`display: flex; align-items: center; justify-content: space-between;`;
const Due = styled.span`display: inline-flex; align-items: center; gap: 5px; font-size: 11px; color: ${role('onSurfaceVariant')};`;
const Summary = styled.div`
  position: absolute; left: -20px; bottom: -28px; display: flex; gap: 10px; max-width: 290px; padding: 12px 16px 12px 14px; border-radius: 14px;
  background: ${role('inverseSurface')}; color: ${role('inverseOnSurface')}; font-size: 12.5px; line-height: 1.45; box-shadow: 0 16px 32px -12px rgba(0, 0, 0, 0.35);
  > svg { flex: none; color: ${role('inversePrimary')}; } ${medium} { left: 16px; } ${narrow} { position: static; max-width: none; margin-top: 12px; }
`;
const SummaryTitle = styled.span`display: block; font-weight: 600; color: ${role('inversePrimary')};`;
const Logos = styled.div`padding: 44px 0; border-bottom: 1px solid ${role('outlineVariant')}; text-align: center;`;
const LogosLabel = styled.span`display: block; font-size: 13.5px; color: ${role('onSurfaceVariant')};`;
const LogoRow = styled.div`
  display: flex; flex-wrap: wrap; justify-content: space-around; align-items: center; gap: 20px 40px; margin-top: 22px; color: ${role('onSurfaceVariant')};
  > :nth-child(1) { font-size: 21px; font-weight: 800; letter-spacing: -0.045em; } > :nth-child(2) { font-size: 19px; font-weight: 500; letter-spacing: 0.01em; }
  > :nth-child(2)::after { content: ''; display: inline-block; width: 7px; height: 7px; margin-left: 3px; border-radius: 50%; background: ${role('onSurfaceVariant')}; }
  > :nth-child(3) { font-size: 20px; font-weight: 700; font-style: italic; letter-spacing: -0.02em; }
  > :nth-child(4) { font-size: 14px; font-weight: 600; letter-spacing: 0.3em; } > :nth-child(5) { font-size: 21px; font-weight: 300; letter-spacing: -0.02em; }
`;
const Section = styled.div`padding: clamp(64px, 10cqi, 112px) 0;`;
const Band = styled(Section)`background: ${role('surfaceContainer')};`;
const SectionHead = styled.div`display: grid; justify-items: center; gap: 14px; max-width: 640px; margin: 0 auto clamp(40px, 6cqi, 64px); text-align: center;`;
const Eyebrow = styled.span`font-size: 13px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: ${role('primary')};`;
const Title = styled.span`
  font-size: clamp(28px, 3.8cqi, 42px); font-weight: 700; line-height: 1.12; letter-spacing: -0.028em; text-wrap: balance;
  ${jaHeading} &:lang(ja) { font-size: clamp(26px, 3.2cqi, 36px); }
`;
const Lead = styled.span`font-size: 17px; line-height: 1.6; color: ${role('onSurfaceVariant')}; text-wrap: pretty; &:lang(ja) { line-height: 1.85; }`;
const FeatureGrid = styled.div`display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; ${medium} { grid-template-columns: minmax(0, 1fr); }`;
const Feature = styled.div`display: grid; align-content: start; justify-items: start; gap: 12px; padding: 28px; border-radius: 20px; background: ${role('surfaceContainer')};`;
const IconTile = styled.span`display: inline-grid; place-items: center; width: 46px; height: 46px; margin-bottom: 8px; border-radius: 13px;`;
const CardTitle = styled.span`font-size: 18px; font-weight: 600; letter-spacing: -0.01em; color: ${role('onSurface')};`;
const CardText = styled.span`font-size: 15px; line-height: 1.6; color: ${role('onSurfaceVariant')}; &:lang(ja) { line-height: 1.8; }`;
const CardLink = styled.span`display: inline-flex; align-items: center; gap: 6px; margin-top: 6px; font-size: 14.5px; font-weight: 600; color: ${role('primary')};`;
const Tiers = styled.div`
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: start; gap: 20px;
  ${medium} { grid-template-columns: minmax(0, 1fr); max-width: 460px; margin: 0 auto; }
`;
const Tier = styled.div`
  display: grid; gap: 14px; padding: 28px; border-radius: 22px; border: 1px solid ${role('outlineVariant')}; background: ${role('surface')};
  &.team { padding: 27px; border: 2px solid ${role('primary')}; box-shadow: 0 24px 48px -24px rgba(0, 0, 0, 0.25); }
`;
const TierHead = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px;`;
const PlanName = styled.span`font-size: 17px; font-weight: 650; color: ${role('onSurface')};`;
const Popular = styled.span`padding: 3px 10px; border-radius: 999px; font-size: 12px; font-weight: 600; background: ${role('primary')}; color: ${role('onPrimary')};`;
const TierText = styled.span`font-size: 14px; color: ${role('onSurfaceVariant')};`;
const PriceRow = styled.div`display: flex; align-items: baseline; flex-wrap: wrap; gap: 8px; margin-top: 6px;`;
const Price = styled.span`font-size: 44px; font-weight: 700; line-height: 1; letter-spacing: -0.04em; color: ${role('onSurface')}; &:lang(ja) { letter-spacing: -0.02em; }`;
const TierButton = styled.span`
  ${pill} height: 44px; margin: 8px 0 10px; font-size: 15px; &.free { border: 1px solid ${role('outline')}; color: ${role('onSurface')}; }
  &.team { background: ${role('primary')}; color: ${role('onPrimary')}; }
  &.business { background: ${role('secondaryContainer')}; color: ${role('onSecondaryContainer')}; }
`;
const Included = styled.ul`
  display: grid; gap: 12px; margin: 0; padding: 20px 0 0; list-style: none; border-top: 1px solid ${role('outlineVariant')}; font-size: 14.5px;
  li { display: flex; align-items: flex-start; gap: 10px; color: ${role('onSurface')}; } svg { flex: none; margin-top: 2px; color: ${role('primary')}; }
`;
const Testimonial = styled.div`display: grid; justify-items: center; gap: 28px; max-width: 780px; margin: 0 auto; text-align: center; > svg { color: ${role('tertiary')}; }`;
const QuoteText = styled.span`
  font-size: clamp(24px, 2.9cqi, 31px); font-weight: 500; line-height: 1.4; letter-spacing: -0.018em; color: ${role('onSurface')}; text-wrap: balance;
  &:lang(ja) { font-size: clamp(24px, 2.5cqi, 27px); line-height: 1.75; letter-spacing: 0.02em; }
`;
const Person = styled.div`display: flex; align-items: center; gap: 14px; text-align: left;`;
const PersonName = styled.span`display: block; font-weight: 600; color: ${role('onSurface')};`;
const PersonRole = styled.span`display: block; font-size: 14px; color: ${role('onSurfaceVariant')};`;
const Cta = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 32px; margin-top: clamp(64px, 10cqi, 112px);
  padding: clamp(32px, 6cqi, 64px); border-radius: 28px; background: ${role('primary')}; color: ${role('onPrimary')};
  ${medium} { flex-direction: column; align-items: flex-start; }
`;
const CtaTitle = styled.span`display: block; font-size: clamp(26px, 3.4cqi, 38px); font-weight: 700; line-height: 1.15; letter-spacing: -0.025em; ${jaHeading}`;
const CtaText = styled.span`display: block; margin-top: 12px; font-size: 17px;`;
const CtaButton = styled.span`${pill} height: 48px; padding: 0 24px; font-size: 15.5px; background: ${role('surface')}; color: ${role('primary')};`;
const CtaLink = styled.span`display: inline-flex; align-items: center; gap: 6px; padding: 0 8px; font-weight: 600; text-decoration: underline; text-underline-offset: 4px;`;
const Footer = styled.div`padding: 64px 0 32px; background: ${role('inverseSurface')}; color: ${role('inverseOnSurface')}; font-size: 14px;`;
const FootGrid = styled.div`display: grid; grid-template-columns: 1.6fr repeat(3, 1fr); gap: 40px 32px; ${narrow} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`;
const FootBrand = styled.div`display: grid; align-content: start; gap: 16px; max-width: 280px; line-height: 1.6; ${narrow} { grid-column: 1 / -1; }`;
const FootColumn = styled.div`display: grid; align-content: start; gap: 12px;`;
const FootHead = styled.span`font-size: 12.5px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: ${role('inversePrimary')};`;
const FootBottom = styled.div`
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px 24px; margin-top: 56px; padding-top: 24px;
  border-top: 1px solid ${role('outline')}; font-size: 13px; > span { display: flex; gap: 20px; }
`;
