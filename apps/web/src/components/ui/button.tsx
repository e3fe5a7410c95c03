import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

/** With its ref (React 19 passes it on like any prop): a screen can move focus to a button. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'normal' | 'small';
}

export function Button({
  variant = 'secondary',
  size = 'normal',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' ? styles.small : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
