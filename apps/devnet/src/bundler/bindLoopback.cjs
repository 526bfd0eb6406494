// Preloaded into the bundler process (node --require): alto listens on 0.0.0.0 with no option to
// change it, so every listen on 0.0.0.0 (or all interfaces) is moved to 127.0.0.1. The devnet's
// bundler is then reachable only from this machine, like the devnet's nodes.
const net = require('node:net')

const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && (first.host === '0.0.0.0' || first.host === '::'))
    args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number' && (args[1] === undefined || typeof args[1] === 'function'))
    args.splice(1, 0, '127.0.0.1')
  else if (typeof first === 'number' && (args[1] === '0.0.0.0' || args[1] === '::'))
    args[1] = '127.0.0.1'
  return listen.apply(this, args)
}
