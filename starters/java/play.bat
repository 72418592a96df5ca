@echo off
rem Plays blackjack in the terminal with your methods: play [--players N] [--rules JSON] [--shoe CARDS]
cd /d "%~dp0"
call build.bat || exit /b 1
java -cp out blackjack.Blackjack %*
