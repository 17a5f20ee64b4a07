import { useContext } from 'react';
import styled from 'styled-components';
import {
  ArrowDownLeft, ArrowUpRight, Bell, ChartPie, ChevronRight, CreditCard, Ellipsis, House, Plus, ScanLine, ShoppingCart, TrainFront,
  TrendingUp, TriangleAlert, User, Utensils, Wallet, Wifi, Briefcase, type LucideIcon,
} from 'lucide-react';
import { MockChart, RoleText, paint, role, roleIcon, T, type MockRole } from '../mockKit';

/**
 * A personal finance app on a phone: the device with its island and status bar, a greeting, the balance
 * on a primary card, four quick actions, the month's spending by category in a donut, a budget alert, the latest
 * transactions, and a bottom bar with a docked scan button. The screen keeps its natural height, so every marked
 * element is on it; on a narrow mock the phone fills the width.
 */

const W = RoleText;
/** The mock's icons: 18 px unless given, drawn 2 thick. */
const I = roleIcon(18, 2);

const ACTIONS: [string, LucideIcon][] = [['send', ArrowUpRight], ['request', ArrowDownLeft], ['topUp', Plus], ['more', Ellipsis]];

/**
 * The month's spending by category, in percent (the donut's arcs, clockwise from the top). Each category's colour is
 * the chart's role at its place (`MockChart`): fixed roles would give two categories one colour on many palettes.
 */
const CATEGORIES: [string, number][] = [['groceries', 34], ['transport', 18], ['shopping', 21], ['dining', 27]];
/** One percent of the donut's ring (radius 18 in a 42 box), in user units. */
const ring = (2 * Math.PI * 18) / 100;
const arcsOf = (colours: readonly MockRole[]) =>
  CATEGORIES.map(([key, share], i) => ({ key, colour: colours[i], share, start: CATEGORIES.slice(0, i).reduce((sum, [, s]) => sum + s, 0) }));

/** The latest transactions: icon, its container, and whether money came in. */
const TRANSACTIONS: [string, LucideIcon, MockRole, MockRole, boolean][] = [
  ['t1', ShoppingCart, 'onPrimaryContainer', 'primaryContainer', false],
  ['t2', Briefcase, 'onTertiaryContainer', 'tertiaryContainer', true],
  ['t3', TrainFront, 'onSecondaryContainer', 'secondaryContainer', false],
  ['t4', Utensils, 'onErrorContainer', 'errorContainer', false],
];

const NAV: [string, LucideIcon][] = [['home', House], ['cards', CreditCard], ['insights', ChartPie], ['account', User]];

/** Text on the screen (background) and on its cards (surface). */
const onScreen = (k: string, el: string, className?: string, fg: MockRole = 'onBackground') => <W k={k} el={el} fg={fg} bg="background" className={className} />;
const onCard = (k: string, el: string, className?: string, fg: MockRole = 'onSurface') => <W k={k} el={el} fg={fg} bg="surface" className={className} />;

export function PhoneMock() {
  const arcs = arcsOf(useContext(MockChart));
  const navItem = ([key, Icon]: [string, LucideIcon], index: number) => (
    <span key={key} className="navItem">
      {index === 0 ? (
        <span className="pill active" {...paint('bottomNavIndicator', ['onSecondaryContainer', 'secondaryContainer', 'component'])}><Icon aria-hidden size={21} /></span>
      ) : (
        <span className="pill"><I i={Icon} fg="onSurfaceVariant" bg="surfaceContainer" el="bottomNavIcon" s={21} /></span>
      )}
      {index === 0
        ? <W k={`nav.${key}`} el="activeBottomNavItem" fg="onSurface" bg="surfaceContainer" className="navLabel strong" />
        : <W k={`nav.${key}`} el="bottomNavItem" fg="onSurfaceVariant" bg="surfaceContainer" className="navLabel" />}
    </span>
  );
  return (
    <Stage>
      <div className="device">
        <div className="screen">
          <span className="island" />
          <div className="statusBar">
            <W k="status.time" el="statusBarTime" fg="onBackground" bg="background" className="time" />
            <span className="statusIcons" {...paint('statusBarIcon', ['onBackground', 'background', 'component'])}>
              <svg viewBox="0 0 18 12" aria-hidden className="signal">
                {[0, 1, 2, 3].map((i) => <rect key={i} x={i * 5} y={9 - i * 3} width="3" height={3 + i * 3} rx="1" />)}
              </svg>
              <Wifi aria-hidden size={16} strokeWidth={2.4} />
              <span className="battery"><i /></span>
            </span>
          </div>
          <div className="content">
            <div className="header">
              <span className="avatar" {...paint('avatar', ['onTertiaryContainer', 'tertiaryContainer', 'body'])}><T k="header.initials" /></span>
              <div className="stack">
                {onScreen('header.greeting', 'mutedText', 'small', 'onSurfaceVariant')}
                {onScreen('header.name', 'heading', 'name')}
              </div>
              <span className="iconButton">
                <I i={Bell} fg="onBackground" bg="background" el="iconButton" s={20} />
                <span className="dot" {...paint('notificationDot', ['error', 'background', 'component'])} />
              </span>
            </div>
            <div className="balance" {...paint('balanceCard', ['onPrimary', 'primary', 'body'])}>
              <div className="row">
                <T k="balance.label" className="balanceLabel" />
                <span className="brand" {...paint('logo', ['onPrimary', 'primary', 'body'])}>
                  <Wallet aria-hidden size={16} />
                  <T k="balance.brand" />
                </span>
              </div>
              <W k="balance.amount" el="balance" fg="onPrimary" bg="primary" kind="large" className="amount" />
              <div className="row">
                <span className="meta" {...paint('caption', ['onPrimary', 'primary', 'body'])}>
                  <TrendingUp aria-hidden size={15} />
                  <T k="balance.delta" />
                </span>
                <span className="meta" {...paint('cardNumber', ['onPrimary', 'primary', 'body'])}>
                  <CreditCard aria-hidden size={15} />
                  <T k="balance.card" />
                </span>
              </div>
            </div>
            <div className="actions">
              {ACTIONS.map(([key, Icon]) => (
                <span key={key} className="action">
                  <span className="round" {...paint('actionButton', ['onPrimaryContainer', 'primaryContainer', 'component'])}><Icon aria-hidden size={22} /></span>
                  {onScreen(`actions.${key}`, 'actionLabel', 'actionLabel')}
                </span>
              ))}
            </div>
            <div className="section">
              <div className="sectionHead">
                {onScreen('spending.title', 'sectionTitle', 'sectionTitle')}
                <span className="segmented" {...paint('segmentedControl', ['outline', 'background', 'component'])}>
                  <W k="spending.week" el="tab" fg="onBackground" bg="background" className="segment" />
                  <W k="spending.month" el="activeTab" fg="onSecondaryContainer" bg="secondaryContainer" className="segment active" />
                </span>
              </div>
              <div className="card spending" {...paint('card', ['onSurface', 'surface', 'body'])}>
                <div className="donut">
                  <svg viewBox="0 0 42 42" aria-hidden>
                    {arcs.map(({ key, colour, share, start }) => (
                      <circle
                        key={key} cx="21" cy="21" r="18" strokeDasharray={`${(share - 1.4) * ring} ${(100 - share + 1.4) * ring}`}
                        strokeDashoffset={(25 - start) * ring}
                        style={{ stroke: role(colour) }} {...paint('chartSegment', [colour, 'surface', 'component'])}
                      />
                    ))}
                  </svg>
                  <span className="donutCenter">
                    {onCard('spending.total', 'statValue', 'total')}
                    {onCard('spending.caption', 'mutedText', 'tiny', 'onSurfaceVariant')}
                  </span>
                </div>
                <div className="legend">
                  {arcs.map(({ key, colour }) => (
                    <span key={key} className="legendRow">
                      <span className="swatch" style={{ background: role(colour) }} {...paint('legendSwatch', [colour, 'surface', 'component'])} />
                      {onCard(`spending.categories.${key}.name`, 'legendLabel', 'grow')}
                      {onCard(`spending.categories.${key}.amount`, 'legendValue', 'figure')}
                    </span>
                  ))}
                </div>
              </div>
            </div>
            <div className="alert" {...paint('alertError', ['onErrorContainer', 'errorContainer', 'body'])}>
              <span className="alertIcon"><I i={TriangleAlert} fg="onErrorContainer" bg="errorContainer" el="alertIcon" s={18} /></span>
              <div className="stack">
                <T k="budget.title" className="strong" />
                <T k="budget.body" className="small" />
              </div>
              <I i={ChevronRight} fg="onErrorContainer" bg="errorContainer" s={18} />
            </div>
            <div className="section">
              <div className="sectionHead">
                {onScreen('recent.title', 'sectionTitle', 'sectionTitle')}
                {onScreen('recent.seeAll', 'link', 'link', 'primary')}
              </div>
              <div className="card list" {...paint('card', ['onSurface', 'surface', 'body'])}>
                {TRANSACTIONS.map(([key, Icon, fg, bg, income]) => (
                  <div key={key} className="tx">
                    <span className="txIcon" style={{ color: role(fg), background: role(bg) }} {...paint('categoryIcon', [fg, bg, 'component'])}>
                      <Icon aria-hidden size={19} />
                    </span>
                    <div className="txBody">
                      <div className="stack">
                        {onCard(`recent.${key}.merchant`, 'listTitle', 'merchant')}
                        {onCard(`recent.${key}.meta`, 'mutedText', 'small', 'onSurfaceVariant')}
                      </div>
                      {income
                        ? onCard(`recent.${key}.amount`, 'incomeAmount', 'figure strong', 'tertiary')
                        : onCard(`recent.${key}.amount`, 'amount', 'figure strong')}
                    </div>
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div className="navBar">
            {NAV.slice(0, 2).map(navItem)}
            <span className="navItem fabSlot">
              <span className="fab" {...paint('fab', ['onTertiary', 'tertiary', 'component'])}><ScanLine aria-hidden size={24} /></span>
              <W k="nav.scan" el="bottomNavItem" fg="onSurfaceVariant" bg="surfaceContainer" className="navLabel" />
            </span>
            {NAV.slice(2).map((item, index) => navItem(item, index + 2))}
            <span className="homeIndicator" {...paint('homeIndicator', ['onSurface', 'surfaceContainer', 'component'])} />
          </div>
        </div>
      </div>
    </Stage>
  );
}

const narrow = '@container mock (max-width: 460px)';
const cardShadow = '0 1px 2px rgba(0, 0, 0, 0.04), 0 6px 16px rgba(0, 0, 0, 0.04)';

const Stage = styled.div`
  display: grid; justify-items: center; align-content: start; min-height: 100%; padding: 40px 24px 48px; background: ${role('surfaceContainer')};
  font-size: 14px; font-variant-numeric: tabular-nums;
  .strong { font-weight: 600; }
  .small { font-size: 12.5px; }
  .tiny { font-size: 11px; }
  .grow { flex: 1; min-width: 0; }
  .stack { display: grid; flex: 1; min-width: 0; line-height: 1.35; }
  .row { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  .device {
    position: relative; width: 412px; max-width: 100%; padding: 11px; border-radius: 60px; background: ${role('inverseSurface')};
    box-shadow: 0 40px 80px rgba(0, 0, 0, 0.22), 0 12px 28px rgba(0, 0, 0, 0.14);
  }
  .device::before, .device::after { content: ''; position: absolute; width: 3px; border-radius: 2px; background: ${role('inverseSurface')}; }
  .device::before { left: -3px; top: 170px; height: 64px; }
  .device::after { right: -3px; top: 200px; height: 96px; }
  .screen {
    position: relative; display: flex; flex-direction: column; min-height: 780px; overflow: hidden; border-radius: 49px;
    background: ${role('background')}; color: ${role('onBackground')};
  }
  .island { position: absolute; top: 11px; left: 50%; width: 122px; height: 35px; border-radius: 20px; transform: translateX(-50%); background: ${role('inverseSurface')}; }
  .statusBar { display: flex; align-items: center; justify-content: space-between; height: 50px; padding: 2px 30px 0 42px; }
  .time { font-size: 16px; font-weight: 600; letter-spacing: -0.01em; }
  .statusIcons { display: inline-flex; align-items: center; gap: 6px; color: ${role('onBackground')}; }
  .signal { width: 18px; height: 12px; fill: currentColor; }
  .battery { position: relative; display: inline-flex; width: 26px; height: 13px; padding: 2px; border: 1.5px solid currentColor; border-radius: 4px; margin-right: 3px; }
  .battery i { width: 72%; border-radius: 1.5px; background: currentColor; }
  .battery::after { content: ''; position: absolute; right: -4.5px; top: 3.5px; width: 2px; height: 4px; border-radius: 0 2px 2px 0; background: currentColor; }
  .content { display: grid; gap: 14px; padding: 4px 20px 30px; }
  .header { display: flex; align-items: center; gap: 12px; }
  .avatar {
    display: grid; place-items: center; flex: none; width: 38px; height: 38px; border-radius: 50%; font-size: 14px; font-weight: 700;
    background: ${role('tertiaryContainer')}; color: ${role('onTertiaryContainer')};
  }
  .name { font-size: 17px; font-weight: 700; letter-spacing: -0.01em; }
  .iconButton { position: relative; display: grid; place-items: center; width: 40px; height: 40px; border: 1px solid ${role('outlineVariant')}; border-radius: 50%; }
  .dot { position: absolute; top: 8px; right: 9px; width: 9px; height: 9px; border: 2px solid ${role('background')}; border-radius: 50%; background: ${role('error')}; }
  .balance {
    display: grid; gap: 2px; padding: 16px 18px; border-radius: 24px; background: ${role('primary')}; color: ${role('onPrimary')};
    box-shadow: 0 10px 24px rgba(0, 0, 0, 0.12);
  }
  .balanceLabel { font-size: 13.5px; font-weight: 500; }
  .brand { display: inline-flex; align-items: center; gap: 6px; font-size: 14px; font-weight: 700; letter-spacing: 0.01em; }
  .amount { margin: 2px 0 6px; font-size: 32px; font-weight: 700; letter-spacing: -0.03em; line-height: 1.15; white-space: nowrap; }
  .balance .row { flex-wrap: wrap; row-gap: 4px; }
  .meta { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; font-weight: 500; white-space: nowrap; }
  .actions { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
  .action { display: grid; justify-items: center; gap: 6px; text-align: center; }
  .round { display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%; background: ${role('primaryContainer')}; color: ${role('onPrimaryContainer')}; }
  .actionLabel { font-size: 12px; font-weight: 500; line-height: 1.3; }
  .section { display: grid; gap: 8px; }
  .sectionHead { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 12px; }
  .sectionTitle { font-size: 17px; font-weight: 700; letter-spacing: -0.01em; }
  .link { font-size: 13.5px; font-weight: 600; }
  .segmented { display: inline-flex; padding: 2px; border: 1px solid ${role('outline')}; border-radius: 999px; }
  .segment { padding: 3px 12px; border-radius: 999px; font-size: 12.5px; font-weight: 600; white-space: nowrap; }
  .segment.active { background: ${role('secondaryContainer')}; }
  .card { border: 1px solid ${role('outlineVariant')}; border-radius: 20px; background: ${role('surface')}; color: ${role('onSurface')}; box-shadow: ${cardShadow}; }
  .spending { display: flex; align-items: center; gap: 18px; padding: 14px 18px 14px 14px; }
  .donut { position: relative; flex: none; width: 96px; height: 96px; }
  .donut svg { width: 100%; height: 100%; }
  .donut circle { fill: none; stroke-width: 4.6; }
  .donutCenter { position: absolute; inset: 0; display: grid; place-content: center; justify-items: center; line-height: 1.2; }
  .total { font-size: 15px; font-weight: 700; letter-spacing: -0.01em; }
  .legend { display: grid; flex: 1; gap: 7px; min-width: 0; }
  .legendRow { display: flex; align-items: center; gap: 9px; font-size: 13px; }
  .swatch { flex: none; width: 9px; height: 9px; border-radius: 50%; }
  .figure { font-weight: 600; white-space: nowrap; }
  .alert { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border-radius: 16px; background: ${role('errorContainer')}; color: ${role('onErrorContainer')}; }
  .alert .strong { font-size: 13.5px; }
  .alertIcon { display: grid; place-items: center; flex: none; width: 32px; height: 32px; border: 1.5px solid currentColor; border-radius: 50%; }
  .list { padding: 2px 16px; }
  .tx { display: flex; align-items: center; gap: 12px; }
  .txIcon { display: grid; place-items: center; flex: none; width: 40px; height: 40px; border-radius: 50%; }
  .txBody { display: flex; flex: 1; align-items: center; gap: 12px; min-width: 0; padding: 8px 0; line-height: 1.3; }
  .tx + .tx .txBody { border-top: 1px solid ${role('outlineVariant')}; }
  .merchant { font-size: 14.5px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .tx .figure { font-size: 14.5px; }
  .navBar {
    position: relative; display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); margin-top: auto; padding: 8px 6px 24px;
    background: ${role('surfaceContainer')};
  }
  .navItem { display: grid; justify-items: center; align-content: start; gap: 4px; }
  .pill { display: grid; place-items: center; width: 56px; height: 30px; border-radius: 999px; }
  .pill.active { background: ${role('secondaryContainer')}; color: ${role('onSecondaryContainer')}; }
  .navLabel { font-size: 11.5px; font-weight: 500; line-height: 1.3; white-space: nowrap; }
  .navLabel.strong { font-weight: 700; }
  .fabSlot { margin-top: -26px; }
  .fab {
    display: grid; place-items: center; width: 56px; height: 56px; border-radius: 18px; background: ${role('tertiary')}; color: ${role('onTertiary')};
    box-shadow: 0 6px 16px rgba(0, 0, 0, 0.2), 0 2px 4px rgba(0, 0, 0, 0.12);
  }
  .homeIndicator { position: absolute; bottom: 8px; left: 50%; width: 134px; height: 5px; border-radius: 3px; transform: translateX(-50%); background: ${role('onSurface')}; }
  ${narrow} {
    padding: 16px 10px 24px;
    .device { width: 100%; padding: 8px; border-radius: 48px; }
    .device::before, .device::after { display: none; }
    .screen { border-radius: 40px; }
    .statusBar { padding: 2px 24px 0 32px; }
    .content { padding-inline: 16px; }
    .island { width: 104px; height: 30px; }
    .donut { width: 84px; height: 84px; }
    .spending { gap: 14px; padding: 14px; }
    .pill { width: 48px; }
    .total { font-size: 13px; }
  }
  @container mock (max-width: 380px) {
    .spending { flex-direction: column; align-items: stretch; }
    .donut { align-self: center; width: 96px; height: 96px; }
  }
`;
