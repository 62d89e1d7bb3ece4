import sft from './sft.ts';
import alt from './alt.ts';
import dgt from './dgt.ts';

// The only list of sport embeds (CONVENTIONS 1): each brings its routes (config/routes/sport-embeds-routes.ts).
export default [sft, alt, dgt] as const;
