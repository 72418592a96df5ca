@echo off
rem Plays blackjack in the terminal with your functions: play [--players N] [--rules JSON] [--shoe CARDS]
cd /d "%~dp0"
call build.bat || exit /b 1
out\blackjack.exe %*
