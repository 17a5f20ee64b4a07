import styled from 'styled-components';
import {
  ArrowDownRight, ArrowUpRight, Bell, CalendarDays, ChartColumn, Check, ChevronDown, ChevronsUpDown, CircleCheck, Coffee, Info,
  LayoutDashboard, Package, Search, Settings, ShoppingBag, TriangleAlert, Users, X, type LucideIcon,
} from 'lucide-react';
import { RoleText, paint, role, roleIcon, T, type MockRole } from '../mockKit';

/**
 * The admin of a small online coffee shop: a sidebar, a top bar, two alerts, four figures with sparklines,
 * a week's sales by channel, a form of quick filters, the latest orders and a snackbar. On a narrow mock the sidebar
 * becomes a strip of icons, the figures go 2×2 then one column, and the table drops its product, then order columns.
 */

const W = RoleText;
/** The mock's icons: 16 px unless given, drawn 1.9 thick. */
const I = roleIcon(16, 1.9);

/** Text on the cards (surface): muted and ordinary. */
const muted = (k: string, el = 'mutedText', className?: string) => <W k={k} el={el} fg="onSurfaceVariant" bg="surface" className={className} />;
const text = (k: string, el = 'bodyText', className?: string) => <W k={k} el={el} fg="onSurface" bg="surface" className={className} />;

const NAV: [string, LucideIcon][] = [
  ['overview', LayoutDashboard], ['orders', ShoppingBag], ['products', Package], ['customers', Users], ['reports', ChartColumn], ['settings', Settings],
];

/** Each figure: its sparkline (in 64×24), whether it rose, and whether that is good news (refunds falling is). */
const STATS = [
  { key: 'revenue', up: true, good: true, line: '2,20 12,17 22,18 32,12 42,13 52,7 62,4' },
  { key: 'orders', up: true, good: true, line: '2,18 12,19 22,14 32,15 42,10 52,11 62,6' },
  { key: 'average', up: false, good: false, line: '2,8 12,6 22,10 32,9 42,14 52,13 62,17' },
  { key: 'refunds', up: false, good: true, line: '2,6 12,9 22,8 32,13 42,12 52,17 62,19' },
];

/** Sales by day in thousands, on a scale of 6: the online store, then café pickup (they add up to the revenue figure). */
const SALES = [[2.6, 0.9], [2.3, 0.8], [2.9, 1.2], [2.5, 1.0], [3.6, 1.6], [4.6, 2.4], [3.9, 2.2]];
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const bar = (value: number) => ({ y: 200 - (value / 6) * 200, height: (value / 6) * 200 });

/** Each status in its own container. */
const STATUS: Record<string, [MockRole, MockRole]> = {
  paid: ['onTertiaryContainer', 'tertiaryContainer'],
  shipped: ['onPrimaryContainer', 'primaryContainer'],
  pending: ['onSecondaryContainer', 'secondaryContainer'],
  refunded: ['onErrorContainer', 'errorContainer'],
};
const ROWS = [['r1', 'paid'], ['r2', 'shipped'], ['r3', 'pending'], ['r4', 'refunded'], ['r5', 'paid']];
const COLUMNS = ['order', 'customer', 'product', 'status', 'amount'];

export function DashboardMock() {
  return (
    <Shell>
      <div className="side">
        <div className="brand">
          <span className="logo"><I i={Coffee} fg="onPrimary" bg="primary" el="logo" s={17} /></span>
          <W k="brand" el="logoText" fg="onSurface" bg="surfaceContainer" className="brandName" />
        </div>
        <div className="nav">
          {NAV.map(([key, Icon], index) => (
            <div
              key={key}
              className={`navItem${index === 0 ? ' active' : ''}${index > 3 ? ' extra' : ''}`}
              {...(index === 0
                ? paint('activeNavLink', ['onSecondaryContainer', 'secondaryContainer', 'body'])
                : paint('navLink', ['onSurfaceVariant', 'surfaceContainer', 'body']))}
            >
              <Icon aria-hidden size={17} />
              <T k={`nav.${key}`} className="navLabel" />
              {key === 'orders' ? <span className="count" {...paint('countBadge', ['onPrimary', 'primary', 'body'])}><T k="nav.ordersCount" /></span> : null}
            </div>
          ))}
        </div>
        <div className="store" {...paint('storeSwitcher', ['onSurface', 'surface', 'body'])}>
          <span className="avatar square" {...paint('avatar', ['onTertiaryContainer', 'tertiaryContainer', 'body'])}><T k="store.initials" /></span>
          <div className="stack">
            {text('store.name', 'storeName', 'strong')}
            {muted('store.domain', 'mutedText', 'small')}
          </div>
          <I i={ChevronsUpDown} fg="onSurfaceVariant" bg="surface" />
        </div>
      </div>
      <div className="main">
        <div className="top">
          <W k="top.title" el="heading" fg="onSurface" bg="surface" kind="large" className="pageTitle" />
          <div className="search" {...paint('input', ['outline', 'surface', 'component'])}>
            <I i={Search} fg="onSurfaceVariant" bg="surface" s={15} />
            {muted('top.search', 'placeholder', 'grow')}
            <span className="kbd" {...paint('keyHint', ['onSurfaceVariant', 'surface', 'body'])}><T k="top.searchKey" /></span>
          </div>
          <span className="chip" {...paint('chip', ['onSurface', 'surface', 'body'], ['outline', 'surface', 'component'])}>
            <CalendarDays aria-hidden size={15} />
            <T k="top.range" />
            <ChevronDown aria-hidden size={14} />
          </span>
          <span className="iconButton">
            <I i={Bell} fg="onSurfaceVariant" bg="surface" el="iconButton" s={17} />
            <span className="dot" {...paint('notificationDot', ['error', 'surface', 'component'])} />
          </span>
          <span className="avatar user" {...paint('avatar', ['onPrimaryContainer', 'primaryContainer', 'body'])}><T k="top.initials" /></span>
        </div>
        <div className="body">
          <div className="alerts">
            {(['error', 'info'] as const).map((kind) => {
              const [fg, bg]: [MockRole, MockRole] = kind === 'error' ? ['onErrorContainer', 'errorContainer'] : ['onTertiaryContainer', 'tertiaryContainer'];
              return (
                <div key={kind} className={`alert ${kind}`} {...paint(kind === 'error' ? 'alertError' : 'alertInfo', [fg, bg, 'body'])}>
                  <I i={kind === 'error' ? TriangleAlert : Info} fg={fg} bg={bg} el="alertIcon" s={18} />
                  <div className="stack">
                    <T k={`alerts.${kind}.title`} className="strong" />
                    <T k={`alerts.${kind}.body`} />
                    <W k={`alerts.${kind}.link`} el="alertLink" fg={fg} bg={bg} className="link" />
                  </div>
                </div>
              );
            })}
          </div>
          <div className="stats">
            {STATS.map(({ key, up, good, line }) => {
              const [fg, bg]: [MockRole, MockRole] = good ? ['onTertiaryContainer', 'tertiaryContainer'] : ['onErrorContainer', 'errorContainer'];
              const stroke: MockRole = good ? 'primary' : 'error';
              return (
                <div key={key} className="card stat" {...paint('card', ['onSurface', 'surface', 'body'])}>
                  <div className="row">
                    {muted(`stats.${key}.label`, 'statLabel', 'label')}
                    <svg className="spark" viewBox="0 0 64 24" aria-hidden {...paint('sparkline', [stroke, 'surface', 'component'])}>
                      <polyline points={line} style={{ stroke: role(stroke) }} />
                    </svg>
                  </div>
                  <W k={`stats.${key}.value`} el="statValue" fg="onSurface" bg="surface" kind="large" className="statValue" />
                  <div className="row start">
                    <span className="delta" style={{ color: role(fg), background: role(bg) }} {...paint(good ? 'deltaBadge' : 'deltaBadgeNegative', [fg, bg, 'body'])}>
                      {up ? <ArrowUpRight aria-hidden size={13} /> : <ArrowDownRight aria-hidden size={13} />}
                      <T k={`stats.${key}.delta`} />
                    </span>
                    {muted('stats.compare', 'caption', 'small')}
                  </div>
                </div>
              );
            })}
          </div>
          <div className="split">
            <div className="card" {...paint('card', ['onSurface', 'surface', 'body'])}>
              <div className="row wrap">
                <div className="stack">
                  {text('chart.title', 'cardTitle', 'cardTitle')}
                  {muted('chart.subtitle', 'mutedText', 'small')}
                </div>
                <div className="legend">
                  {(['primary', 'secondary'] as const).map((r, i) => (
                    <span key={r}>
                      <span className="swatch" style={{ background: role(r) }} {...paint('legendSwatch', [r, 'surface', 'component'])} />
                      {muted(`chart.${i ? 'pickup' : 'online'}`, 'legendLabel', 'small')}
                    </span>
                  ))}
                </div>
              </div>
              <div className="plot">
                <div className="yAxis">
                  {[0, 1, 2, 3].map((i) => (
                    <W key={i} k={`chart.y${i}`} el="axisLabel" fg="onSurfaceVariant" bg="surface" style={{ top: `${(i / 3) * 100}%` }} />
                  ))}
                </div>
                <svg className="bars" viewBox="0 0 700 200" preserveAspectRatio="none" aria-hidden>
                  {[0.5, 66.7, 133.3, 199.5].map((y) => <line key={y} x1="0" x2="700" y1={y} y2={y} vectorEffect="non-scaling-stroke" />)}
                  {SALES.map(([online, pickup], i) => (
                    <g key={DAYS[i]}>
                      <rect x={i * 100 + 23} width="26" rx="3" {...bar(online)} className="a" {...paint('chartBar', ['primary', 'surface', 'component'])} />
                      <rect x={i * 100 + 52} width="26" rx="3" {...bar(pickup)} className="b" {...paint('chartBar', ['secondary', 'surface', 'component'])} />
                    </g>
                  ))}
                </svg>
                <div className="xAxis">{DAYS.map((d) => <W key={d} k={`chart.days.${d}`} el="axisLabel" fg="onSurfaceVariant" bg="surface" />)}</div>
              </div>
            </div>
            <div className="card" {...paint('card', ['onSurface', 'surface', 'body'])}>
              {text('filters.title', 'cardTitle', 'cardTitle')}
              <div className="form">
                <div className="field">
                  {text('filters.statusLabel', 'fieldLabel', 'label')}
                  <div className="box" {...paint('select', ['outline', 'surface', 'component'])}>
                    {text('filters.statusValue', 'inputText', 'grow')}
                    <I i={ChevronDown} fg="onSurfaceVariant" bg="surface" />
                  </div>
                </div>
                <div className="field">
                  {text('filters.amountLabel', 'fieldLabel', 'label')}
                  <div className="box" {...paint('input', ['outline', 'surface', 'component'])}>{text('filters.amountValue', 'inputText', 'grow')}</div>
                </div>
                <div className="field">
                  {text('filters.fulfillment', 'fieldLabel', 'label')}
                  <div className="row start">
                    <span className="choice"><span className="radio on" {...paint('radio', ['primary', 'surface', 'component'])} />{text('filters.shipping')}</span>
                    <span className="choice"><span className="radio" {...paint('radio', ['outline', 'surface', 'component'])} />{text('filters.pickup')}</span>
                  </div>
                </div>
                <div className="field toggles">
                  <span className="choice">
                    <span className="switch" {...paint('switchTrack', ['primary', 'surface', 'component'], ['onPrimary', 'primary', 'component'])}><i /></span>
                    {text('filters.subscriptions')}
                  </span>
                  <span className="choice">
                    <span className="checkbox" {...paint('checkbox', ['primary', 'surface', 'component'], ['onPrimary', 'primary', 'component'])}>
                      <Check aria-hidden size={13} strokeWidth={3} />
                    </span>
                    {text('filters.hideTest')}
                  </span>
                </div>
                <div className="actions">
                  <span className="button primary" {...paint('primaryButton', ['onPrimary', 'primary', 'body'])}><T k="filters.apply" /></span>
                  <span className="button outlined" {...paint('outlinedButton', ['primary', 'surface', 'body'], ['outline', 'surface', 'component'])}>
                    <T k="filters.reset" />
                  </span>
                </div>
              </div>
            </div>
          </div>
          <div className="card flush" {...paint('card', ['onSurface', 'surface', 'body'])}>
            <div className="row head">
              {text('orders.title', 'cardTitle', 'cardTitle')}
              <W k="orders.viewAll" el="link" fg="primary" bg="surface" className="link" />
            </div>
            <div className="tr th">
              {COLUMNS.map((c) => <W key={c} k={`orders.columns.${c}`} el="tableHeader" fg="onSurfaceVariant" bg="surfaceContainer" className={c} />)}
            </div>
            {ROWS.map(([r, s]) => (
              <div key={r} className="tr">
                {muted(`orders.${r}.id`, 'tableCell', 'order')}
                {text(`orders.${r}.customer`, 'tableCell', 'customer')}
                {muted(`orders.${r}.product`, 'tableCell', 'product')}
                <span className="status">
                  <span className="badge" style={{ color: role(STATUS[s][0]), background: role(STATUS[s][1]) }} {...paint('statusBadge', [STATUS[s][0], STATUS[s][1], 'body'])}>
                    <T k={`orders.status.${s}`} />
                  </span>
                </span>
                {text(`orders.${r}.amount`, 'tableCell', 'amount')}
              </div>
            ))}
          </div>
          <div className="snackbar" {...paint('snackbar', ['inverseOnSurface', 'inverseSurface', 'body'])}>
            <CircleCheck aria-hidden size={18} />
            <T k="snackbar.message" className="message" />
            <W k="snackbar.action" el="snackbarAction" fg="inversePrimary" bg="inverseSurface" className="strong" />
            <I i={X} fg="inverseOnSurface" bg="inverseSurface" />
          </div>
        </div>
      </div>
    </Shell>
  );
}

const wide = '@container mock (max-width: 1040px)';
const narrow = '@container mock (max-width: 720px)';
const small = '@container mock (max-width: 480px)';
const shadow = '0 1px 2px rgba(0, 0, 0, 0.04), 0 4px 12px rgba(0, 0, 0, 0.03)';

const Shell = styled.div`  display: grid; grid-template-columns: 224px minmax(0, 1fr); min-height: 100%; background: ${role('background')}; font-size: 14px;
  .strong { font-weight: 600; }
  .small { font-size: 12.5px; }
  .label { font-size: 13px; font-weight: 500; }
  .grow { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .link { justify-self: start; font-weight: 600; text-decoration: underline; text-underline-offset: 3px; }
  .cardTitle { font-size: 15px; font-weight: 600; letter-spacing: -0.01em; }
  .stack { display: grid; gap: 2px; flex: 1; min-width: 0; }
  .row { display: flex; align-items: center; justify-content: space-between; gap: 8px 12px; }
  .row.start { justify-content: flex-start; flex-wrap: wrap; }
  .row.wrap { flex-wrap: wrap; align-items: flex-start; }
  .row.head { padding: 16px 20px; }
  .side { display: flex; flex-direction: column; gap: 20px; padding: 18px 12px 14px; background: ${role('surfaceContainer')}; border-right: 1px solid ${role('outlineVariant')}; }
  .brand { display: flex; align-items: center; gap: 10px; padding: 0 6px; }
  .brandName { font-size: 15px; font-weight: 700; letter-spacing: -0.01em; white-space: nowrap; }
  .logo { display: grid; place-items: center; flex: none; width: 30px; height: 30px; border-radius: 9px; background: ${role('primary')}; }
  .nav { display: grid; gap: 2px; }
  .navItem { display: flex; align-items: center; gap: 10px; padding: 7px 10px; border-radius: 8px; color: ${role('onSurfaceVariant')}; font-weight: 500; }
  .navItem svg { flex: none; }
  .navItem.active { background: ${role('secondaryContainer')}; color: ${role('onSecondaryContainer')}; font-weight: 600; }
  .count { margin-left: auto; padding: 0 7px; border-radius: 999px; background: ${role('primary')}; color: ${role('onPrimary')}; font-size: 11.5px; font-weight: 700; line-height: 18px; }
  .store {
    display: flex; align-items: center; gap: 10px; margin-top: auto; padding: 8px 10px 8px 8px; line-height: 1.35;
    border: 1px solid ${role('outlineVariant')}; border-radius: 10px; background: ${role('surface')}; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05);
  }
  .avatar { display: grid; place-items: center; flex: none; width: 32px; height: 32px; border-radius: 50%; font-size: 12.5px; font-weight: 700; }
  .avatar.square { border-radius: 8px; background: ${role('tertiaryContainer')}; color: ${role('onTertiaryContainer')}; }
  .avatar.user { background: ${role('primaryContainer')}; color: ${role('onPrimaryContainer')}; }
  .main { display: flex; flex-direction: column; min-width: 0; }
  .top { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 12px; padding: 14px 28px; background: ${role('surface')}; border-bottom: 1px solid ${role('outlineVariant')}; }
  .pageTitle { flex: 1; font-size: 20px; font-weight: 700; letter-spacing: -0.02em; white-space: nowrap; }
  .search { display: flex; align-items: center; gap: 8px; flex: 0 1 280px; min-width: 0; height: 36px; padding: 0 6px 0 10px; font-size: 13.5px; }
  .search, .box { border: 1px solid ${role('outline')}; border-radius: 8px; background: ${role('surface')}; }
  .kbd { padding: 0 6px; border: 1px solid ${role('outlineVariant')}; border-radius: 5px; color: ${role('onSurfaceVariant')}; font-size: 11.5px; line-height: 20px; }
  .chip {
    display: inline-flex; align-items: center; gap: 7px; height: 36px; padding: 0 12px; border: 1px solid ${role('outline')}; border-radius: 999px;
    color: ${role('onSurface')}; font-size: 13px; font-weight: 500; white-space: nowrap;
  }
  .iconButton { position: relative; display: grid; place-items: center; width: 36px; height: 36px; border: 1px solid ${role('outlineVariant')}; border-radius: 50%; }
  .dot { position: absolute; top: 7px; right: 8px; width: 9px; height: 9px; border: 2px solid ${role('surface')}; border-radius: 50%; background: ${role('error')}; }
  .body { display: grid; gap: 20px; padding: 24px 28px 32px; }
  .alerts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr)); gap: 12px; }
  .alert { display: flex; gap: 12px; padding: 14px 16px; border-radius: 12px; font-size: 13.5px; line-height: 1.5; }
  .alert svg { margin-top: 2px; }
  .alert .link { margin-top: 4px; }
  .alert.error { background: ${role('errorContainer')}; color: ${role('onErrorContainer')}; }
  .alert.info { background: ${role('tertiaryContainer')}; color: ${role('onTertiaryContainer')}; }
  .stats { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; }
  .card {
    display: grid; align-content: start; gap: 16px; min-width: 0; padding: 20px; border: 1px solid ${role('outlineVariant')}; border-radius: 14px;
    background: ${role('surface')}; box-shadow: ${shadow};
  }
  .card.stat { gap: 8px; padding: 18px 20px; }
  .card.flush { gap: 0; padding: 0; overflow: hidden; }
  .statValue { font-size: 22px; font-weight: 700; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .spark { flex: none; width: 64px; height: 24px; }
  .spark polyline { fill: none; stroke-width: 1.75; stroke-linecap: round; stroke-linejoin: round; }
  .delta { display: inline-flex; align-items: center; gap: 2px; padding: 1px 7px 1px 5px; border-radius: 999px; font-size: 12px; font-weight: 600; }
  .split { display: grid; grid-template-columns: minmax(0, 1.7fr) minmax(260px, 1fr); gap: 16px; }
  .legend { display: flex; flex-wrap: wrap; gap: 6px 16px; }
  .legend > span { display: inline-flex; align-items: center; gap: 7px; }
  .swatch { width: 10px; height: 10px; border-radius: 3px; }
  .plot { display: grid; grid-template-columns: 48px minmax(0, 1fr); grid-template-rows: 200px auto; row-gap: 8px; margin-top: 6px; font-size: 11.5px; }
  .yAxis { position: relative; }
  .yAxis > span { position: absolute; right: 10px; transform: translateY(-50%); white-space: nowrap; }
  .bars { width: 100%; height: 200px; overflow: visible; }
  .bars line { stroke: ${role('outlineVariant')}; stroke-width: 1; }
  .bars .a { fill: ${role('primary')}; }
  .bars .b { fill: ${role('secondary')}; }
  .xAxis { grid-column: 2; display: flex; }
  .xAxis > span { flex: 1; text-align: center; }
  .form { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(210px, 100%), 1fr)); gap: 16px 20px; }
  .field { display: grid; align-content: start; gap: 6px; }
  .field.toggles { gap: 12px; }
  .box { display: flex; align-items: center; gap: 8px; height: 38px; padding: 0 10px 0 12px; }
  .choice { display: inline-flex; align-items: center; gap: 9px; margin-right: 16px; }
  .radio { flex: none; width: 18px; height: 18px; border: 2px solid ${role('outline')}; border-radius: 50%; }
  .radio.on { border-color: ${role('primary')}; background: radial-gradient(circle, ${role('primary')} 0 4px, ${role('surface')} 4.5px); }
  .switch { position: relative; flex: none; width: 36px; height: 20px; border-radius: 999px; background: ${role('primary')}; }
  .switch i { position: absolute; top: 3px; right: 3px; width: 14px; height: 14px; border-radius: 50%; background: ${role('onPrimary')}; }
  .checkbox { display: grid; place-items: center; flex: none; width: 18px; height: 18px; border-radius: 5px; background: ${role('primary')}; color: ${role('onPrimary')}; }
  .actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 10px; padding-top: 4px; }
  .button { display: inline-flex; align-items: center; height: 38px; padding: 0 16px; border-radius: 8px; font-weight: 600; white-space: nowrap; }
  .button.primary { background: ${role('primary')}; color: ${role('onPrimary')}; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.12); }
  .button.outlined { border: 1px solid ${role('outline')}; color: ${role('primary')}; }
  .tr {
    display: grid; grid-template-columns: 72px minmax(0, 1.1fr) minmax(0, 1.5fr) 112px 88px; align-items: center; gap: 12px; padding: 12px 20px;
    border-top: 1px solid ${role('outlineVariant')}; font-size: 13.5px; white-space: nowrap;
  }
  .tr > span { overflow: hidden; text-overflow: ellipsis; }
  .tr.th { padding-block: 8px; background: ${role('surfaceContainer')}; font-size: 12px; font-weight: 600; letter-spacing: 0.02em; }
  .tr .customer { font-weight: 500; }
  .tr .order, .tr .amount { font-variant-numeric: tabular-nums; }
  .tr .amount { text-align: right; }
  .tr:not(.th) .amount { font-weight: 600; }
  .badge { display: inline-flex; align-items: center; gap: 6px; padding: 2px 9px 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; }
  .badge::before { content: ''; width: 6px; height: 6px; border-radius: 50%; background: currentColor; }
  .snackbar {
    display: flex; align-items: center; gap: 12px; justify-self: center; width: min(100%, 460px); padding: 12px 14px 12px 16px; border-radius: 10px;
    background: ${role('inverseSurface')}; color: ${role('inverseOnSurface')}; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2);
  }
  .snackbar svg { flex: none; }
  .message { flex: 1; }
  ${wide} {
    .stats { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .split { grid-template-columns: minmax(0, 1fr); }
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    .side { flex-direction: row; align-items: center; gap: 12px; padding: 10px 16px; border-right: 0; border-bottom: 1px solid ${role('outlineVariant')}; }
    .nav { display: flex; flex: 1; justify-content: flex-end; gap: 4px; }
    .navItem { padding: 8px; }
    .navItem.active { padding: 7px 12px; }
    .navItem:not(.active) .navLabel, .navItem:not(.active) .count, .store { display: none; }
    .top { padding: 12px 16px; }
    .body { padding: 16px; gap: 16px; }
    .tr { grid-template-columns: 64px minmax(0, 1fr) 104px 80px; padding-inline: 16px; }
    .tr .product { display: none; }
  }
  @container mock (max-width: 600px) {
    .search { order: 5; flex-basis: 100%; }
  }
  ${small} {
    .brandName, .navItem.extra, .avatar.user, .tr .order { display: none; }
    .stats { grid-template-columns: minmax(0, 1fr); }
    .tr { grid-template-columns: minmax(0, 1fr) auto 76px; }
  }
`;
