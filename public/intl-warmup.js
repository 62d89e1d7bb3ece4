// Makes the first screen's kinds of Intl objects once, off the page's main thread, so that ICU's shared data is loaded
// when the app makes its own (src/engine/intl-warmup.ts says why). Then the worker ends.
onmessage = function (event) {
  var warmup = event.data || {};
  try {
    new Intl.NumberFormat(warmup.locale, { style: 'currency', currency: warmup.currency, minimumFractionDigits: 2 }).format(0);
    new Intl.DateTimeFormat(warmup.locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: warmup.timeZone }).format(0);
    new Intl.PluralRules(warmup.locale).select(1);
  } catch {
    // An unknown locale or zone: the page makes its own formats as before.
  }
  close();
};
