// `npm start`: until the platform skeleton lands, print what exists.
console.log(`Portico — what exists so far:
  packages/core   the specification's rules as a tested library (npm test)
The devnet, server and web app arrive with the walking-skeleton issue.`)
