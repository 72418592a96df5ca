// The home page's only script: a house-rules group whose feature toggle is off is disabled (the
// server renders the first state the same way, so this only follows the toggles as they change).
;(() => {
  const sync = () => {
    for (const group of document.querySelectorAll('fieldset[data-needs]')) {
      const toggle = document.querySelector(`input[name="features"][value="${group.getAttribute('data-needs')}"]`)
      if (toggle instanceof HTMLInputElement) group.disabled = !toggle.checked
    }
  }
  document.addEventListener('change', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.name === 'features') sync()
  })
})()
