import { chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type NavMenuItem =
  | { type: 'link'; label: string; to: string; icon?: ReactNode }
  | { type: 'action'; label: string; onSelect: () => void; icon?: ReactNode; danger?: boolean }
  | { type: 'separator' };

export interface NavMenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface NavMenuProps {
  items: NavMenuItem[];
  /** The menu button; spread the props on it (they name it as the menu's opener and wire the keys). */
  renderTrigger: (props: NavMenuTriggerProps) => ReactElement;
  /** Shown above the items, e.g. the signed-in user's name. */
  heading?: ReactNode;
}

type FocusOnOpen = 'first' | 'last';

/**
 * A menu button (WAI-ARIA APG pattern) for the top bar's few links and actions, with Chakra's menu styles.
 * Written for the top bar instead of Chakra's Menu: that one's machinery (a Zag machine, floating
 * positioning, dismissal layers) is ~29 KB gzipped, which every signed-in page would load (DESIGN §9).
 * The button opens it (click, Enter, Space, ↓ first item, ↑ last item); ↑ ↓ Home End move between items;
 * Enter or Space picks one; Escape closes it and returns to the button; Tab or a press outside closes it.
 */
export function NavMenu({ items, renderTrigger, heading }: NavMenuProps) {
  const triggerId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const focusOnOpen = useRef<FocusOnOpen>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const styles = useSlotRecipe({ key: 'menu' })();

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };

  const openMenu = (focus: FocusOnOpen) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setHighlighted(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Once open, the first (or last) item takes the focus.
  useEffect(() => {
    if (!open) return;
    const all = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (all?.length) all[focusOnOpen.current === 'last' ? all.length - 1 : 0]?.focus();
  }, [open]);

  // A press anywhere outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
      setHighlighted(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (open) focusItem(event.key === 'ArrowDown' ? 0 : -1);
    else openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = menuItems().indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case ' ':
        (document.activeElement as HTMLElement | null)?.click();
        break;
      case 'Tab':
        close(false);
        return; // the focus moves on as usual
      default:
        return;
    }
    event.preventDefault();
  };

  const selectable: NavMenuItem[] = items.filter((item) => item.type !== 'separator');
  const itemProps = (item: NavMenuItem, onSelect?: () => void, danger = false) => {
    const index = selectable.indexOf(item);
    return {
      role: 'menuitem',
      tabIndex: -1,
      css: danger ? [styles.item, { color: 'fg.error' }] : styles.item,
      'data-highlighted': highlighted === index ? '' : undefined,
      onFocus: () => setHighlighted(index),
      onPointerMove: (event: { currentTarget: HTMLElement }) => event.currentTarget.focus(),
      onClick: () => {
        close(true);
        onSelect?.();
      },
    };
  };

  return (
    <chakra.div ref={rootRef} position="relative">
      {renderTrigger({
        ref: triggerRef,
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => (open ? close(false) : openMenu('first')),
        onKeyDown: onTriggerKeyDown,
      })}
      {open ? (
        <chakra.div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          data-state="open"
          css={[styles.content, { position: 'absolute', top: '100%', insetEnd: '0', mt: '1', minW: '48' }]}
          onKeyDown={onMenuKeyDown}
        >
          {heading}
          {items.map((item, position) => {
            if (item.type === 'separator')
              return <chakra.hr key={position} border="0" css={styles.separator} />;
            if (item.type === 'link') {
              return (
                <chakra.a key={item.to} asChild {...itemProps(item)}>
                  <RouterLink to={item.to}>
                    {item.icon}
                    {item.label}
                  </RouterLink>
                </chakra.a>
              );
            }
            return (
              <chakra.button key={item.label} type="button" {...itemProps(item, item.onSelect, item.danger)}>
                {item.icon}
                {item.label}
              </chakra.button>
            );
          })}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}
