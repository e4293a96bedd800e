import { defineStaticStyles } from './define-static-styles';

// issue #39 (docs/architecture.md "Styling"): the triggers of the shell's menus and dialogs (the
// account menu, the tenant switch, the tab menu) and the export badge as static classes. They
// show on every page; the Chakra island behind each mounts on its first press
// (ui/deferred-mount/use-on-demand.ts). A trigger is a Chakra button look (`bt-*`) plus one of
// these, as the Chakra `Button` with the same props drew it.
export const shellActionStyles = defineStaticStyles({
  // user-menu.tsx's trigger: Button size sm, ghost, px 1.5, an initial in a circle and the name
  'hd-user': { px: '1.5', gap: '2', flexShrink: 0 },
  'hd-avatar': {
    w: '7',
    h: '7',
    borderRadius: 'full',
    bg: 'blue.100',
    color: 'blue.800',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'xs',
    fontWeight: 'bold',
    _before: { content: 'attr(data-initial)' },
  },
  'hd-user-name': { display: { base: 'none', sm: 'inline' }, maxW: '32', truncate: true },
  // the header's 切换企业 (Button size xs, outline), from 480 px
  'hd-switch': { display: { base: 'none', sm: 'inline-flex' }, flexShrink: 0 },
  // the export badge (data/export-job/export-badge.tsx)
  'hd-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    bg: 'blue.700',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  },
  'hd-badge-icon': { display: 'inline-flex', hideFrom: 'sm' },
  'hd-badge-text': { hideBelow: 'sm' },
  // the tab menu's triggers: the phone's switcher (Button size sm, outline) and the strip's ⌄
  'tb-switcher': { flex: '1', minW: '0', justifyContent: 'space-between', fontWeight: 'normal' },
  'tb-switcher-title': { truncate: true },
  'tb-switcher-end': { display: 'flex', alignItems: 'center', gap: '1.5', flexShrink: 0 },
  'tb-switcher-count': {
    fontSize: 'xs',
    px: '1.5',
    borderRadius: 'full',
    bg: 'gray.100',
    color: 'gray.700',
  },
  'tb-overflow': { px: '2' },
});
