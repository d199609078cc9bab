/** 0 or 1: the portable boolean (SQLite and PostgreSQL store it alike); its own file so every row file can use it. */
export type Flag = 0 | 1;
