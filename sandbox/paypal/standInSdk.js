/*
 * A stand-in of PayPal's JS SDK script (https://www.paypal.com/sdk/js), served by the portal API sandbox so that the
 * top-up runs offline and in tests. Same contract as the real one for what the portal uses:
 * paypal.Buttons({ createOrder, onApprove, onCancel, onError, onInit }) with isEligible(), render(container) and
 * close(). Its button, "Pay with PayPal" (in French with the script's `locale=fr_*`, as PayPal's own follows its
 * `locale`), approves at once, or cancels or fails as the sandbox's switch says
 * (POST /__sandbox/paypal {"outcome": "approve" | "cancel" | "error"}), read at each click.
 */
(function () {
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var locale = (script && script.src && new URL(script.src).searchParams.get('locale')) || 'en_US';
  var label = locale.indexOf('fr') === 0 ? 'Payer avec PayPal' : 'Pay with PayPal';

  function outcome() {
    return fetch(origin + '/__sandbox/paypal', { credentials: 'same-origin' })
      .then(function (answer) {
        return answer.ok ? answer.json() : { outcome: 'approve' };
      })
      .then(
        function (state) {
          return state.outcome;
        },
        function () {
          return 'approve';
        },
      );
  }

  function Buttons(options) {
    options = options || {};
    var container = null;
    var button = null;
    var disabled = false;
    var running = false;
    var actions = {
      enable: function () {
        disabled = false;
        sync();
        return Promise.resolve();
      },
      disable: function () {
        disabled = true;
        sync();
        return Promise.resolve();
      },
    };
    function sync() {
      if (button) button.disabled = disabled || running;
    }
    function fail(error) {
      if (options.onError) options.onError(error instanceof Error ? error : new Error(String(error)));
    }
    function pay() {
      if (disabled || running) return;
      running = true;
      sync();
      outcome()
        .then(function (chosen) {
          return Promise.resolve(options.createOrder ? options.createOrder({ paymentSource: 'paypal' }, {}) : '').then(
            function (orderID) {
              if (!orderID) throw new Error('createOrder answered no order id');
              if (chosen === 'cancel') return options.onCancel ? options.onCancel({ orderID: orderID }) : undefined;
              if (chosen === 'error') throw new Error('The stand-in payment failed.');
              return options.onApprove
                ? options.onApprove({ orderID: orderID, payerID: 'STANDINPAYER' }, {})
                : undefined;
            },
          );
        })
        .catch(fail)
        .then(function () {
          running = false;
          sync();
        });
    }
    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('The container of the PayPal buttons was not found.'));
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.setAttribute('data-paypal-stand-in', 'true');
        button.style.cssText =
          'width:100%;min-height:44px;border:0;border-radius:4px;background:#ffc439;color:#111;' +
          'font:600 16px system-ui,sans-serif;cursor:pointer';
        button.addEventListener('click', pay);
        container.appendChild(button);
        if (options.onInit) options.onInit({}, actions);
        sync();
        return Promise.resolve();
      },
      close: function () {
        if (container && button && button.parentNode === container) container.removeChild(button);
        button = null;
        return Promise.resolve();
      },
      updateProps: function () {
        return Promise.resolve();
      },
    };
  }

  window.paypal = { version: 'stand-in', Buttons: Buttons };
})();
