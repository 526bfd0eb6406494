/** The project id the Portico server knows this app by (`PORTICO_PROJECT_ID`); use your own. */
export const projectId = 'portico-local'
