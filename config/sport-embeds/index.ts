import dgt from './dgt.ts';

// The only list of sport embeds (CONVENTIONS 1).
export default [dgt];
