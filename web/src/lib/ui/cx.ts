/** Joins the class names that apply, skipping the rest: cx(styles.a, open && styles.b). */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
