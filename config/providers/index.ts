import nexa from './nexa.ts';
import orbit from './orbit.ts';
import vela from './vela.ts';
import kairo from './kairo.ts';

// The only list of casino game providers (CONVENTIONS 1): adding an integration is one file plus one line here.
export default [nexa, orbit, vela, kairo];
